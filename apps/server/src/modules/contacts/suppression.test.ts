import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactList } from '@meridian/contracts/contacts';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { emailSuppressions } from './contacts.tables';

let t: IdentityTestApp;
let ana: Sender;
let ben: Sender;

beforeAll(async () => {
  t = await createIdentityTestApp();
  ana = await senderOf(t, 'ana@audience.test');
  ben = await senderOf(t, 'ben@audience.test', 'EmailMarketing');
});
afterAll(() => t.close());

async function contact(sender: Sender, email: string, extra: object = {}): Promise<number> {
  const res = await api(t, sender, 'POST', '/api/v1/contacts', { email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.data as { id: number }).id;
}

describe('audience and suppression', () => {
  it('selects subscribed contacts on the lists or with the tags, once each, by id, skipping suppressed addresses of any sender', async () => {
    const api_ = t.services.contacts;
    const orm = t.database.db.orm;
    const leads = (await api(t, ana, 'POST', '/api/v1/contact-lists', { name: 'Leads' })).data as ContactList;
    const a = await contact(ana, 'a@aud.test', { listIds: [leads.id], tags: ['vip'], firstName: 'A' });
    const b = await contact(ana, 'b@aud.test', { tags: ['vip'] });
    await contact(ana, 'c@aud.test', { tags: ['other'] });
    const d = await contact(ana, 'shared@aud.test', { listIds: [leads.id] });
    await contact(ben, 'shared@aud.test', { tags: ['vip'] });
    await contact(ben, 'benonly@aud.test', { tags: ['vip'] });

    const audience = await api_.audience(orm, ana.userId, { listIds: [leads.id], tags: ['vip'] });
    expect(audience).toEqual([
      { contactId: a, email: 'a@aud.test', firstName: 'A', lastName: '' },
      { contactId: b, email: 'b@aud.test', firstName: '', lastName: '' },
      { contactId: d, email: 'shared@aud.test', firstName: '', lastName: '' },
    ]);
    expect(await api_.audience(orm, ana.userId, { listIds: [], tags: [] })).toEqual([]);

    // Ben's recipient unsubscribes from his campaign: Ana may not mail the address either.
    await api_.suppress(orm, 'Shared@Aud.test', 'unsubscribed', 'campaign:1');
    expect(await api_.isSuppressed(orm, 'SHARED@aud.test')).toBe(true);
    expect(
      (await api_.audience(orm, ana.userId, { listIds: [leads.id], tags: ['vip'] })).map((r) => r.contactId),
    ).toEqual([a, b]);
    const anas = await api(t, ana, 'GET', `/api/v1/contacts/${d}`);
    expect((anas.data as { status: string }).status).toBe('unsubscribed');
  });

  it('is idempotent and keeps the first reason', async () => {
    const orm = t.database.db.orm;
    const id = await contact(ana, 'twice@aud.test');
    await t.services.contacts.suppress(orm, 'twice@aud.test', 'bounced', 'campaign:2');
    await t.services.contacts.suppress(orm, 'twice@aud.test', 'bounced', 'campaign:2');
    await t.services.contacts.suppress(orm, 'twice@aud.test', 'unsubscribed', 'campaign:3');
    const rows = (await orm.select().from(emailSuppressions)).filter((row) => row.email === 'twice@aud.test');
    expect(rows.map((r) => [r.reason, r.source])).toEqual([['bounced', 'campaign:2']]);
    expect(((await api(t, ana, 'GET', `/api/v1/contacts/${id}`)).data as { status: string }).status).toBe('bounced');
    expect(await t.services.contacts.isSuppressed(orm, 'nobody@aud.test')).toBe(false);
  });

  it('keeps a suppressed address unsubscribed when it is added again, by any sender', async () => {
    const first = await contact(ana, 'leaver@aud.test');
    await api(t, ana, 'POST', `/api/v1/contacts/${first}/unsubscribe`);
    await api(t, ana, 'DELETE', `/api/v1/contacts/${first}`);
    const again = await api(t, ana, 'POST', '/api/v1/contacts', { email: 'leaver@aud.test' });
    expect((again.data as { status: string }).status).toBe('unsubscribed');
    const bens = await api(t, ben, 'POST', '/api/v1/contacts', { email: 'LEAVER@aud.test' });
    expect((bens.data as { status: string }).status).toBe('unsubscribed');
  });

  it('answers the audience of 10,000 contacts in one query', async () => {
    const big = await senderOf(t, 'big@audience.test');
    const orm = t.database.db.orm;
    const { contactImportsRepository } = await import('./contact-imports.repository');
    for (let start = 0; start < 10_000; start += 2000) {
      const batch = Array.from({ length: 2000 }, (_, i) => ({
        email: `m${start + i}@big.test`,
        firstName: '',
        lastName: '',
        tags: ['all'],
        status: 'subscribed' as const,
      }));
      await contactImportsRepository.upsertBatch(orm, big.userId, batch);
    }
    await t.services.contacts.suppress(orm, 'm5@big.test', 'complained', 'test');
    const audience = await t.services.contacts.audience(orm, big.userId, { listIds: [], tags: ['all'] });
    expect(audience).toHaveLength(9_999);
    expect(audience.map((r) => r.contactId)).toEqual([...audience.map((r) => r.contactId)].sort((x, y) => x - y));
  });
});
