import type { ContactList } from '@meridian/contracts/contacts';

/** A contact list as the audience picker offers it (from GET /api/v1/contact-lists). */
export type AudienceListOption = Pick<ContactList, 'id' | 'name' | 'contactCount'>;
