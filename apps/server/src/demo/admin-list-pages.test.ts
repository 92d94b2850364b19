import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSVP_ADMIN_MESSAGES } from '@meridian/contracts/rsvp-admin';
import { createRsvpTestApp, type RsvpTestApp } from '../../test/rsvp-harness';
import { generateDemo } from './generate-demo';

/**
 * The admin lists the bench covers, walked page by page over HTTP on the demo data: every row once,
 * in order, with no gap, including registrations that share their registered-at instant.
 */
let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
  await generateDemo(t.database.db, { scale: 1, seed: 3, now: new Date(), holdMinutes: t.config.rsvp.holdMinutes });
  // Ties: a quarter of the registrations at one instant, another quarter a microsecond later.
  await t.database.db.executeSql(
    `update registrations set created_at = case when id % 4 = 0 then '2026-06-01T10:00:00.000001Z'::timestamptz
      else '2026-06-01T10:00:00.000002Z'::timestamptz end where id % 4 in (0, 1)`,
    [],
  );
}, 120_000);
afterAll(() => t.close());

const ids = async (text: string) => (await t.database.db.executeSql(text, [])).rows.map((r) => Number(r.id));

/** Follows the list's cursor from the first page to the last; answers the ids in the order shown. */
async function walk(path: string, cursorParam: 'after' | 'before', nextOf: (data: Record<string, unknown>) => unknown) {
  const seen: number[] = [];
  let cursor: unknown = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const join = path.includes('?') ? '&' : '?';
    const url = cursor === null ? path : `${path}${join}${cursorParam}=${encodeURIComponent(String(cursor))}`;
    const res = await t.app.inject({ method: 'GET', url, headers: t.admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, unknown> & { items: { id: number }[] };
    seen.push(...data.items.map((item) => item.id));
    cursor = nextOf(data);
    if (cursor === null) return seen;
  }
  throw new Error(`${path} did not end within 100 pages`);
}

const rsvpNext = (data: Record<string, unknown>) => data.nextCursor;
const idNext = (data: Record<string, unknown>) => data.nextBefore;

describe('admin list pages (keyset)', () => {
  it('walks every registration once, newest first, across instants shared by many rows', async () => {
    const all = await ids('select id from registrations order by created_at desc, id desc');
    expect(await walk('/api/v1/admin/rsvps?limit=37', 'after', rsvpNext)).toEqual(all);
    const paid = await ids("select id from registrations where status = 'paid' order by created_at desc, id desc");
    expect(await walk('/api/v1/admin/rsvps?status=paid&limit=23', 'after', rsvpNext)).toEqual(paid);
    const [session] = await ids(
      'select session_id as id from registrations group by session_id order by count(*) desc',
    );
    const ofSession = await ids(
      `select id from registrations where session_id = ${session} order by created_at desc, id desc`,
    );
    expect(await walk(`/api/v1/admin/rsvps?sessionId=${session}&limit=5`, 'after', rsvpNext)).toEqual(ofSession);
  });

  it('refuses a cursor that is not one, with the message the list shows', async () => {
    for (const bad of ['12', '2026-06-01T10:00:00.000Z_4', '2026-06-01T10:00:00.000001Z_0', 'x_1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/rsvps?after=${bad}`, headers: t.admin });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(RSVP_ADMIN_MESSAGES.cursor);
    }
  });

  it('walks every contact and every newsletter subscriber once, newest first', async () => {
    const contacts = await ids('select id from contacts order by id desc');
    expect(await walk('/api/v1/contacts?scope=all&limit=41', 'before', idNext)).toEqual(contacts);
    const subscribers = await ids('select id from newsletter_subscribers order by id desc');
    expect(await walk('/api/v1/admin/newsletter/subscribers?limit=29', 'before', idNext)).toEqual(subscribers);
  });
});
