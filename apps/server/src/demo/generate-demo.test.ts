import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { DEFAULT_HOLD_MINUTES } from '../config/rsvp';
import { generateDemo } from './generate-demo';

/** The demo generator at scale 1, checked per domain against the invariants the real flows keep. */
let first: TestDatabase;
let report: Awaited<ReturnType<typeof generateDemo>>;
const now = new Date('2026-11-23T12:00:00.000Z');
const options = { scale: 1, seed: 7, now, holdMinutes: DEFAULT_HOLD_MINUTES };

beforeAll(async () => {
  first = await createTestDatabase();
  report = await generateDemo(first.db, options);
}, 120_000);
afterAll(() => first.dispose());

const rows = async (text: string) => (await first.db.executeSql(text, [])).rows;
const count = async (text: string) => Number((await rows(text))[0]?.n);
const RESERVED = `'@(example\\.(com|net|org)|mail\\.example|inbox\\.test)$'`;

describe('demo data generator', () => {
  it('makes the scale-1 counts and users of every role, some referred by an affiliate', async () => {
    expect(report.rsvp?.registrations).toBe(400);
    expect(report.contacts?.contacts).toBe(400);
    expect(report.newsletter?.newsletter_subscribers).toBe(200);
    expect(await count('select count(*) as n from registrations')).toBe(400);
    expect(await count('select count(*) as n from contacts')).toBe(400);
    const roles = await rows('select role_id, count(*)::int as n from user_roles group by role_id order by role_id');
    expect(roles.map((r) => Number(r.role_id))).toEqual([1, 2, 3, 4, 5]);
    expect(
      await count(`select count(*) as n from app_users u join user_roles r on r.user_id = u.referred_by_id
        where r.role_id <> 3`),
    ).toBe(0);
    expect(report.users?.['referred sign-ups']).toBeGreaterThan(0);
  });

  it('gives every paid or refunded seat one ledger payment of its amount, and no other registration one', async () => {
    expect(
      await count(`select count(*) as n from registrations r
        left join payments p on p.kind = 'rsvp_seat' and p.subject_type = 'registration' and p.subject_id = r.id::text
        where (r.status in ('paid', 'refunded')) <> (p.id is not null)
          or (p.id is not null and (p.amount_cents <> r.amount_cents or p.checkout_session_id <> r.checkout_session_id
            or (r.status = 'refunded') <> (p.status = 'refunded' and p.refunded_cents = p.amount_cents)
            or p.paid_at <> r.paid_at))`),
    ).toBe(0);
    expect(await count('select count(*) as n from payments where refunded_cents > amount_cents')).toBe(0);
    expect(await count("select count(*) as n from payments where status = 'refunded'")).toBeGreaterThan(0);
    expect(await count('select count(*) as n from payments where refunded_at < paid_at or paid_at > now()')).toBe(0);
  });

  it('keeps held and paid seats within capacity and refunds every paid seat of a cancelled session', async () => {
    expect(
      await count(`select count(*) as n from webinar_sessions s where s.capacity < (select count(*) from registrations r
        where r.session_id = s.id and r.status in ('paid', 'pending'))`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from registrations r join webinar_sessions s on s.id = r.session_id
        where s.status = 'cancelled' and r.status in ('paid', 'pending')`),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from registrations where status = 'pending' and hold_expires_at <= '${now.toISOString()}'`,
      ),
    ).toBe(0);
  });

  it('gives attendance only to paid seats of sessions whose doors closed: attended or missed, once', async () => {
    expect(
      await count(`select count(*) as n from rsvp_attendance a join registrations r on r.id = a.registration_id
        join webinar_sessions s on s.id = r.session_id
        where r.status <> 'paid' or s.status <> 'scheduled'
          or s.starts_at + (s.duration_minutes + 30) * interval '1 minute' > '${now.toISOString()}'
          or (a.attended_at is null) = (a.missed_at is null)
          or (a.attended_at is not null) <> (a.join_count > 0 or a.marked_at is not null)
          or a.replay_first_watched_at > '${now.toISOString()}'`),
    ).toBe(0);
    expect(report.attendance?.['seats attended']).toBeGreaterThan(report.attendance?.['seats missed'] ?? 0);
    expect(report.attendance?.['replays watched']).toBeGreaterThan(0);
  });

  it('earns commission only on referred payments and reverses no more than was earned', async () => {
    expect(
      await count(`select count(*) as n from affiliate_commissions c join payments p on p.id = c.payment_id
        where p.affiliate_id is distinct from c.affiliate_id`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from (select payment_id, sum(amount_cents) as net from affiliate_commissions
        group by payment_id) t where net < 0`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from affiliate_commissions c join payments p on p.id = c.payment_id
        where c.entry = 'reversal' and p.status <> 'refunded'`),
    ).toBe(0);
    expect(report.affiliates?.affiliate_commissions).toBeGreaterThan(0);
  });

  it('puts every unsubscribed, bounced or complained contact on the suppression list with its reason', async () => {
    expect(
      await count(`select count(*) as n from contacts c left join email_suppressions s on s.email = c.email
        where (c.status <> 'subscribed') <> (s.email is not null) or (s.email is not null and s.reason <> c.status)`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from contact_list_members m join contact_lists l on l.id = m.list_id
        join contacts c on c.id = m.contact_id where l.owner_id <> c.owner_id`),
    ).toBe(0);
  });

  it('mails campaigns only to their owner’s subscribed contacts and tracks events of sent messages', async () => {
    expect(
      await count(`select count(*) as n from campaign_messages m join contacts c on c.id = m.contact_id
        where c.owner_id <> m.owner_id or c.status <> 'subscribed' or c.email <> m.email`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from campaign_events e join campaign_messages m on m.id = e.message_id
        where e.campaign_id <> m.campaign_id or (e.kind in ('open', 'click') and m.status <> 'sent')`),
    ).toBe(0);
    expect(await count("select count(*) as n from campaign_events where kind = 'open'")).toBeGreaterThan(0);
  });

  it('leaves subscribers in a state the newsletter flows would', async () => {
    expect(
      await count(`select count(*) as n from newsletter_subscribers where
        (status = 'pending') <> (confirm_token_hash is not null and confirmed_at is null)
        or (status = 'unsubscribed') <> (unsubscribed_at is not null)`),
    ).toBe(0);
    const statuses = await rows('select distinct status from newsletter_subscribers order by status');
    expect(statuses.map((r) => r.status)).toEqual(['bounced', 'confirmed', 'pending', 'unsubscribed']);
  });

  it('uses reserved domains only, and the same seed makes the same rows', async () => {
    for (const table of ['registrations', 'contacts', 'newsletter_subscribers', 'app_users'])
      expect(await count(`select count(*) as n from ${table} where email !~ ${RESERVED}`)).toBe(0);
    const second = await createTestDatabase();
    try {
      await generateDemo(second.db, options);
      const digest = (db: TestDatabase) =>
        db.db.executeSql(
          `select md5(string_agg(email || status || created_at::text, ',' order by id)) as d from registrations`,
          [],
        );
      expect((await digest(second)).rows[0]?.d).toBe((await digest(first)).rows[0]?.d);
    } finally {
      await second.dispose();
    }
  }, 120_000);
});
