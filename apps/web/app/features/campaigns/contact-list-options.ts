import { campaignPageSchema, campaignSchema } from '@meridian/contracts/campaigns';
import { defineEndpoint } from '@meridian/contracts/endpoint';

/*
 * The caller's contact lists as the audience picker offers them (GET /api/v1/contact-lists). Declared
 * here only until the contacts contract (packages/contracts/src/contacts.ts) is merged; the picker
 * takes its options as props, so switching to that contract's endpoint is this one file. The schema is
 * built from the campaign contract's own schemas: the web app names no zod copy of its own (a second
 * copy's types would not match the contracts').
 */
const contactListOption = campaignSchema
  .pick({ id: true })
  .extend({ name: campaignSchema.shape.subject, contactCount: campaignSchema.shape.id });

export const listContactListOptions = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contact-lists',
  response: campaignPageSchema.pick({}).extend({ items: contactListOption.array() }),
});

export interface AudienceListOption {
  id: number;
  name: string;
  contactCount: number;
}
