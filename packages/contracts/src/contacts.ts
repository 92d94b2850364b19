import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';
import { emailSchema } from './users';

/** Contacts and lists of one sender (docs/product.md, Ownership; docs/decisions/2026-11-23-contacts.md). */
export const CONTACT_MESSAGES = {
  notFound: 'Contact not found.',
  listNotFound: 'List not found.',
  email: 'Please enter a valid email',
  emailTaken: 'You already have a contact with this email address.',
  listName: 'List name is required',
  listNameTaken: 'You already have a list with this name.',
  unknownLists: 'One of the chosen lists no longer exists. Reload the page and choose again.',
  tag: 'Tags must be 1 to 40 characters, without commas',
  tooManyTags: 'A contact can have at most 30 tags',
  tooManyLists: 'A contact can be on at most 100 lists',
  nothingSelected: 'Select at least one contact.',
  tooManySelected: 'Select at most 500 contacts at a time.',
  bulkListMissing: 'Choose the list to add the contacts to.',
  bulkTagMissing: 'Type the tag to add.',
  allOnlyForAdmins: "Only administrators can see every sender's contacts.",
  cursor: 'The page cursor must be a contact id',
} as const;

export const CONTACT_LIMITS = {
  tags: 30,
  tagLength: 40,
  lists: 100,
  nameLength: 100,
  pageSize: 50,
  bulk: 500,
} as const;

export const contactStatusSchema = z.enum(['subscribed', 'unsubscribed', 'bounced', 'complained']);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Complained',
};

/** A tag as typed: trimmed, lower-cased, 1–40 characters, no commas (a CSV cell holds several). */
export const tagSchema = textField({
  label: 'Tag',
  required: CONTACT_MESSAGES.tag,
  max: CONTACT_LIMITS.tagLength,
  tooLong: CONTACT_MESSAGES.tag,
})
  .refine((value) => !value.includes(','), CONTACT_MESSAGES.tag)
  .transform((value) => value.toLowerCase());

const tagsField = z
  .array(tagSchema, { error: CONTACT_MESSAGES.tag })
  .max(CONTACT_LIMITS.tags, CONTACT_MESSAGES.tooManyTags)
  .transform((tags) => [...new Set(tags)]);
const listIdsField = z
  .array(idField(CONTACT_MESSAGES.unknownLists), { error: CONTACT_MESSAGES.unknownLists })
  .max(CONTACT_LIMITS.lists, CONTACT_MESSAGES.tooManyLists)
  .transform((ids) => [...new Set(ids)]);
const nameField = (label: string) => textField({ label, max: CONTACT_LIMITS.nameLength });

export const contactSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tags: z.array(z.string()),
  listIds: z.array(z.number().int()),
  status: contactStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The contact form (add and edit); the email cannot change once saved. */
export const contactFormSchema = z.object({
  email: emailSchema.pipe(z.string().max(254, CONTACT_MESSAGES.email)),
  firstName: nameField('First name').default(''),
  lastName: nameField('Last name').default(''),
  tags: tagsField.default([]),
  listIds: listIdsField.default([]),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export const contactUpdateSchema = contactFormSchema.omit({ email: true });
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

/**
 * GET /api/v1/contacts: newest first, keyset-paginated by `before` (the last id of the previous
 * page). `scope=all` (admins only) lists every sender's contacts; the default is the caller's own.
 */
export const contactListQuerySchema = z.object({
  search: textField({ label: 'Search', max: 100 }).optional(),
  listId: idField(CONTACT_MESSAGES.listNotFound).optional(),
  tag: tagSchema.optional(),
  status: contactStatusSchema.optional(),
  scope: z.enum(['own', 'all']).default('own'),
  before: idField(CONTACT_MESSAGES.cursor).optional(),
  limit: wholeNumberField(1, 200, 'Limit must be a whole number from 1 to 200').default(CONTACT_LIMITS.pageSize),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const contactPageSchema = z.object({
  items: z.array(contactSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
  /** Contacts matching the filters, all pages. */
  total: z.number().int(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

const contactIdParams = z.object({ id: idField(CONTACT_MESSAGES.notFound) });

export const listContacts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contacts',
  query: contactListQuerySchema,
  response: contactPageSchema,
});

export const createContact = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contacts',
  body: contactFormSchema,
  response: contactSchema,
});

export const getContact = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contacts/:id',
  params: contactIdParams,
  response: contactSchema,
});

export const updateContact = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/contacts/:id',
  params: contactIdParams,
  body: contactUpdateSchema,
  response: contactSchema,
});

export const deleteContact = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/contacts/:id',
  params: contactIdParams,
  response: z.object({ id: z.number().int() }),
});

/** Marks the contact unsubscribed and suppresses its address for every sender. */
export const unsubscribeContact = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contacts/:id/unsubscribe',
  params: contactIdParams,
  response: contactSchema,
});

export const bulkContactActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('add-to-list'), listId: idField(CONTACT_MESSAGES.bulkListMissing) }),
    z.object({ action: z.literal('remove-from-list'), listId: idField(CONTACT_MESSAGES.bulkListMissing) }),
    z.object({ action: z.literal('add-tag'), tag: tagSchema }),
    z.object({ action: z.literal('delete') }),
  ],
  { error: 'Choose what to do with the selected contacts.' },
);

export const bulkContactsSchema = z.object({
  contactIds: z
    .array(idField(CONTACT_MESSAGES.notFound), { error: CONTACT_MESSAGES.nothingSelected })
    .min(1, CONTACT_MESSAGES.nothingSelected)
    .max(CONTACT_LIMITS.bulk, CONTACT_MESSAGES.tooManySelected),
  change: bulkContactActionSchema,
});
export type BulkContacts = z.input<typeof bulkContactsSchema>;

/** Applies one change to the caller's selected contacts (others' ids are skipped); answers how many changed. */
export const bulkContacts = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contacts/bulk',
  body: bulkContactsSchema,
  response: z.object({ affected: z.number().int() }),
});

/** Not an envelope endpoint: text/csv of the caller's contacts matching the list filters (no paging). */
export const CONTACTS_EXPORT_PATH = '/api/v1/contacts/export.csv';
export const contactExportQuerySchema = contactListQuerySchema.omit({ before: true, limit: true });

// Lists

export const contactListSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  name: z.string(),
  contactCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ContactList = z.infer<typeof contactListSchema>;

export const contactListFormSchema = z.object({
  name: textField({ label: 'List name', required: CONTACT_MESSAGES.listName, max: 80 }),
});
export type ContactListForm = z.input<typeof contactListFormSchema>;

const listIdParams = z.object({ id: idField(CONTACT_MESSAGES.listNotFound) });

/** The caller's lists by name (an admin's `scope=all`: everyone's). */
export const listContactLists = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contact-lists',
  query: z.object({ scope: z.enum(['own', 'all']).default('own') }),
  response: z.array(contactListSchema),
});

export const createContactList = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contact-lists',
  body: contactListFormSchema,
  response: contactListSchema,
});

export const renameContactList = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/contact-lists/:id',
  params: listIdParams,
  body: contactListFormSchema,
  response: contactListSchema,
});

/** Deletes the list; its contacts stay. */
export const deleteContactList = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/contact-lists/:id',
  params: listIdParams,
  response: z.object({ id: z.number().int() }),
});
