import { CONTACT_MESSAGES, type ContactList } from '@meridian/contracts/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';

/**
 * Every field that names an audience list (a contact's lists, an import's list, a campaign's
 * audience, a sequence's trigger) takes only the owner's own lists, through one check, and answers
 * another sender's list with the same 422 as a missing one (docs/product.md, Ownership).
 */
let t: IdentityTestApp;
let ana: Sender;
let ben: Sender;
let admin: Sender;
let anasList = 0;
let bensList = 0;

const refusal = (path: string) => ({
  status: 422,
  message: CONTACT_MESSAGES.unknownLists,
  errors: [{ path, message: CONTACT_MESSAGES.unknownLists }],
});
const outcome = (res: Awaited<ReturnType<typeof api>>) => ({
  status: res.status,
  message: res.body?.message,
  errors: res.body?.errors,
});
const campaign = (listIds: number[]) => ({
  subject: 'Spring webinar',
  html: '<p>Hi</p>',
  audience: { listIds, tags: [] },
});
const sequence = (listId: number) => ({
  name: 'List welcome',
  trigger: { type: 'contact.list_added', listId },
  steps: [{ kind: 'addTag', tag: 'welcomed' }],
});
const csvImport = (listId: number) => ({
  csv: 'Email\nzoe@example.com',
  fileName: 'leads.csv',
  mapping: { email: 'Email', firstName: null, lastName: null, tags: null },
  listId,
  tags: [],
});

beforeAll(async () => {
  t = await createIdentityTestApp();
  ana = await senderOf(t, 'ana@audience.test', 'Sales');
  ben = await senderOf(t, 'ben@audience.test', 'EmailMarketing');
  admin = await senderOf(t, 'root@audience.test', 'Admin');
  anasList = ((await api(t, ana, 'POST', '/api/v1/contact-lists', { name: 'Ana leads' })).data as ContactList).id;
  bensList = ((await api(t, ben, 'POST', '/api/v1/contact-lists', { name: 'Ben leads' })).data as ContactList).id;
});
afterAll(() => t.close());

describe('audience lists', () => {
  it('refuses another sender’s list in a campaign’s audience, on create and on edit, even for an admin', async () => {
    expect(outcome(await api(t, ana, 'POST', '/api/v1/campaigns', campaign([anasList, bensList])))).toEqual(
      refusal('audience.listIds'),
    );
    const made = await api(t, ana, 'POST', '/api/v1/campaigns', campaign([anasList]));
    expect(made.status, made.text).toBe(200);
    const id = (made.data as { id: number }).id;
    expect(outcome(await api(t, ana, 'PUT', `/api/v1/campaigns/${id}`, campaign([bensList])))).toEqual(
      refusal('audience.listIds'),
    );
    // An admin editing Ana's campaign may choose only Ana's lists: the audience is the owner's.
    expect(outcome(await api(t, admin, 'PUT', `/api/v1/campaigns/${id}`, campaign([bensList])))).toEqual(
      refusal('audience.listIds'),
    );
    const kept = await api(t, ana, 'GET', `/api/v1/campaigns/${id}`);
    expect(kept.data).toMatchObject({ audience: { listIds: [anasList] }, audienceLists: [{ id: anasList }] });
  });

  it('refuses it the same way in a contact’s lists, an import’s list and a sequence’s trigger', async () => {
    expect(
      outcome(await api(t, ana, 'POST', '/api/v1/contacts', { email: 'x@example.com', listIds: [bensList] })),
    ).toEqual(refusal('listIds'));
    expect(outcome(await api(t, ana, 'POST', '/api/v1/contacts/imports', csvImport(bensList)))).toEqual(
      refusal('listId'),
    );
    expect(outcome(await api(t, ana, 'POST', '/api/v1/automations', sequence(bensList)))).toEqual(
      refusal('trigger.listId'),
    );
    expect((await api(t, ana, 'POST', '/api/v1/automations', sequence(anasList))).status).toBe(200);
  });

  it('answers a list that does not exist like another sender’s', async () => {
    expect(outcome(await api(t, ana, 'POST', '/api/v1/campaigns', campaign([999_999])))).toEqual(
      refusal('audience.listIds'),
    );
  });
});
