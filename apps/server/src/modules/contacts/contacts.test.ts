import { CONTACT_MESSAGES, type Contact, type ContactList, type ContactPage } from '@meridian/contracts/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';

let t: IdentityTestApp;
let ana: Sender;
let ben: Sender;
let admin: Sender;

beforeAll(async () => {
  t = await createIdentityTestApp();
  ana = await senderOf(t, 'ana@sales.test', 'Sales');
  ben = await senderOf(t, 'ben@marketing.test', 'EmailMarketing');
  admin = await senderOf(t, 'root@admin.test', 'Admin');
});
afterAll(() => t.close());

async function add(sender: Sender, body: object): Promise<Contact> {
  const res = await api(t, sender, 'POST', '/api/v1/contacts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
}

describe('contacts', () => {
  it('creates, edits, lists and deletes a contact with tags and lists', async () => {
    const list = (await api(t, ana, 'POST', '/api/v1/contact-lists', { name: 'Webinar leads' })).data as ContactList;
    const made = await add(ana, {
      email: ' Zoe@Example.com ',
      firstName: 'Zoe',
      tags: ['VIP', 'vip', 'forex'],
      listIds: [list.id],
    });
    expect(made).toMatchObject({
      email: 'zoe@example.com',
      firstName: 'Zoe',
      tags: ['vip', 'forex'],
      listIds: [list.id],
      status: 'subscribed',
    });

    const again = await api(t, ana, 'POST', '/api/v1/contacts', { email: 'zoe@example.com' });
    expect(again.status).toBe(422);
    expect(again.body?.errors).toEqual([{ path: 'email', message: CONTACT_MESSAGES.emailTaken }]);
    const bad = await api(t, ana, 'POST', '/api/v1/contacts', { email: 'not-an-email' });
    expect(bad.body?.errors?.[0]).toEqual({ path: 'email', message: CONTACT_MESSAGES.email });

    const edited = await api(t, ana, 'PUT', `/api/v1/contacts/${made.id}`, {
      firstName: 'Zoë',
      lastName: 'Lane',
      tags: ['gold'],
      listIds: [],
    });
    expect(edited.data).toMatchObject({ firstName: 'Zoë', lastName: 'Lane', tags: ['gold'], listIds: [] });

    const lists = (await api(t, ana, 'GET', '/api/v1/contact-lists')).data as ContactList[];
    expect(lists.find((l) => l.id === list.id)?.contactCount).toBe(0);
    expect((await api(t, ana, 'DELETE', `/api/v1/contacts/${made.id}`)).status).toBe(200);
    expect((await api(t, ana, 'GET', `/api/v1/contacts/${made.id}`)).status).toBe(404);
  });

  it('refuses a list of another sender and a duplicate list name', async () => {
    const bens = (await api(t, ben, 'POST', '/api/v1/contact-lists', { name: 'Ben only' })).data as ContactList;
    const res = await api(t, ana, 'POST', '/api/v1/contacts', { email: 'x@example.com', listIds: [bens.id] });
    expect(res.body?.errors).toEqual([{ path: 'listIds', message: CONTACT_MESSAGES.unknownLists }]);
    const twice = await api(t, ben, 'POST', '/api/v1/contact-lists', { name: 'Ben only' });
    expect(twice.body?.errors).toEqual([{ path: 'name', message: CONTACT_MESSAGES.listNameTaken }]);
    // Another sender may use the same name.
    expect((await api(t, ana, 'POST', '/api/v1/contact-lists', { name: 'Ben only' })).status).toBe(201);
  });

  it('searches by email, name and tag and pages by keyset without gaps or repeats', async () => {
    const pager = await senderOf(t, 'pager@sales.test');
    for (let i = 1; i <= 7; i += 1)
      await add(pager, {
        email: `p${i}@page.test`,
        firstName: i % 2 ? 'Odd' : 'Even',
        tags: i === 3 ? ['special'] : [],
      });
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const query: string = before ? `?limit=3&before=${before}` : '?limit=3';
      const page = (await api(t, pager, 'GET', `/api/v1/contacts${query}`)).data as ContactPage;
      expect(page.total).toBe(7);
      seen.push(...page.items.map((c) => c.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(seen).toHaveLength(7);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);

    const search = async (q: string) =>
      ((await api(t, pager, 'GET', `/api/v1/contacts?${q}`)).data as ContactPage).items.map((c) => c.email);
    expect(await search('search=P5%40PAGE')).toEqual(['p5@page.test']);
    expect(await search('search=even')).toEqual(['p6@page.test', 'p4@page.test', 'p2@page.test']);
    expect(await search('search=speci')).toEqual(['p3@page.test']);
    expect(await search('tag=special')).toEqual(['p3@page.test']);
    expect(await search('status=unsubscribed')).toEqual([]);
  });

  it("hides a sender's contacts, lists and their counts from another sender; admins may see all", async () => {
    const mine = await add(ana, { email: 'private@ana.test' });
    for (const [method, url] of [
      ['GET', `/api/v1/contacts/${mine.id}`],
      ['PUT', `/api/v1/contacts/${mine.id}`],
      ['DELETE', `/api/v1/contacts/${mine.id}`],
      ['POST', `/api/v1/contacts/${mine.id}/unsubscribe`],
    ] as const) {
      const res = await api(t, ben, method, url, method === 'PUT' ? { firstName: 'x' } : undefined);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body?.message).toBe(CONTACT_MESSAGES.notFound);
    }
    const page = (await api(t, ben, 'GET', '/api/v1/contacts?search=private')).data as ContactPage;
    expect(page.total).toBe(0);
    expect((await api(t, ben, 'GET', '/api/v1/contacts?scope=all')).status).toBe(403);
    const all = (await api(t, admin, 'GET', '/api/v1/contacts?scope=all&search=private')).data as ContactPage;
    expect(all.items.map((c) => c.ownerId)).toEqual([ana.userId]);
    const own = (await api(t, admin, 'GET', '/api/v1/contacts?search=private')).data as ContactPage;
    expect(own.total).toBe(0);
    expect((await api(t, admin, 'GET', `/api/v1/contacts/${mine.id}`)).status).toBe(200);
    const bulk = await api(t, ben, 'POST', '/api/v1/contacts/bulk', {
      contactIds: [mine.id],
      change: { action: 'delete' },
    });
    expect(bulk.data).toEqual({ affected: 0 });
  });

  it('applies bulk changes to the selected contacts', async () => {
    const bulker = await senderOf(t, 'bulk@sales.test');
    const list = (await api(t, bulker, 'POST', '/api/v1/contact-lists', { name: 'Bulk' })).data as ContactList;
    const ids = [(await add(bulker, { email: 'b1@bulk.test' })).id, (await add(bulker, { email: 'b2@bulk.test' })).id];
    expect(
      (
        await api(t, bulker, 'POST', '/api/v1/contacts/bulk', {
          contactIds: ids,
          change: { action: 'add-to-list', listId: list.id },
        })
      ).data,
    ).toEqual({ affected: 2 });
    await api(t, bulker, 'POST', '/api/v1/contacts/bulk', {
      contactIds: ids,
      change: { action: 'add-tag', tag: 'Hot' },
    });
    await api(t, bulker, 'POST', '/api/v1/contacts/bulk', {
      contactIds: ids,
      change: { action: 'add-tag', tag: 'hot' },
    });
    const page = (await api(t, bulker, 'GET', `/api/v1/contacts?listId=${list.id}`)).data as ContactPage;
    expect(page.items.map((c) => c.tags)).toEqual([['hot'], ['hot']]);
    const none = await api(t, bulker, 'POST', '/api/v1/contacts/bulk', {
      contactIds: [],
      change: { action: 'delete' },
    });
    expect(none.body?.errors?.[0]?.message).toBe(CONTACT_MESSAGES.nothingSelected);
    await api(t, bulker, 'POST', '/api/v1/contacts/bulk', { contactIds: ids, change: { action: 'delete' } });
    expect(((await api(t, bulker, 'GET', '/api/v1/contacts')).data as ContactPage).total).toBe(0);
  });

  it('exports CSV with formula-like cells neutralised, only the caller’s contacts', async () => {
    const exporter = await senderOf(t, 'export@sales.test');
    await add(exporter, { email: 'f@export.test', firstName: '=SUM(A1:A9)', lastName: '+1', tags: ['-x', '@cmd'] });
    const res = await api(t, exporter, 'GET', '/api/v1/contacts/export.csv');
    expect(res.status).toBe(200);
    const [header, row, extra] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Email,First name,Last name,Tags,Lists,Status,Added');
    expect(row).toMatch(/^f@export\.test,'=SUM\(A1:A9\),'\+1,"'-x, @cmd",,subscribed,/);
    expect(extra).toBeUndefined();
    const at = await add(exporter, { email: 'g@export.test', firstName: '@SUM(1)' });
    expect((await api(t, exporter, 'GET', '/api/v1/contacts/export.csv?search=g%40export')).text).toContain(
      `g@export.test,'@SUM(1)`,
    );
    expect(at.id).toBeGreaterThan(0);
  });
});
