/**
 * Segments at 100,000 contacts (issue 32): a scratch PostgreSQL database where one sender has 100,000
 * contacts (tags, lists), 300,000 campaign messages with opens and clicks over 120 days, 100,000
 * registrations over 20 sessions (paid, attended, answers) and 50,000 newsletter subscribers. Then
 * the segments service's live count and first page (what the editor's debounced call runs) for
 * several rule sets. Prints p50/p95 per case against the budget (p95 under 200 ms); asserts nothing.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used to create and drop
 * the scratch database. Usage: npm run bench:segments [-- --contacts 100000 --samples 40]
 */
import type { SegmentPreviewInput } from '@meridian/contracts/contacts-segments';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { numberArg, printTable } from './servers/demo-server';
import { benchSegments } from './servers/segments-service';

const contactCount = numberArg('contacts', 100_000);
const samples = numberArg('samples', 40);
const now = new Date();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One sender's contacts and what they did, written by set-based SQL. */
async function seed(client: pg.Client, n: number): Promise<{ ownerId: number; campaignId: number; sessionId: number }> {
  const q = (text: string) => client.query(text);
  const owner = await client.query<{ id: number }>(
    `insert into app_users (sub, email, first_name, last_name, referral_code)
     values ('bench-sender', 'sender@bench.test', 'Bench', 'Sender', 'BENCHSND') returning id`,
  );
  const ownerId = owner.rows[0]!.id;
  // A second sender with as many contacts, so the owner's rows are half the table.
  await q(`insert into app_users (sub, email, first_name, last_name, referral_code)
    values ('bench-other', 'other@bench.test', 'Other', 'Sender', 'BENCHOTH')`);
  await q(`insert into contacts (owner_id, email, first_name, last_name, tags, status, created_at)
    select u.id, 'person' || g || '@inbox' || (g % 50) || '.example', 'First' || g, 'Last' || g,
      case when g % 7 = 0 then array['vip', 'trader'] when g % 3 = 0 then array['lead'] else '{}'::text[] end,
      case when g % 41 = 0 then 'unsubscribed' else 'subscribed' end,
      now() - (g % 400) * interval '1 day'
    from generate_series(1, ${n}) g cross join app_users u where u.sub in ('bench-sender', 'bench-other')`);
  await q(`insert into contact_lists (owner_id, name) select ${ownerId}, 'List ' || g from generate_series(1, 10) g`);
  await q(`insert into contact_list_members (list_id, contact_id)
    select l.id, c.id from contacts c join contact_lists l on l.owner_id = c.owner_id
    where c.owner_id = ${ownerId} and c.id % 10 = l.id % 10 and c.id % 4 = 0`);
  await q(`insert into campaigns (owner_id, owner_name, subject, audience, status)
    select ${ownerId}, 'Bench Sender', 'Campaign ' || g, '{"listIds":[],"tags":[]}', 'sent' from generate_series(1, 30) g`);
  // Three campaigns' messages per contact of the owner: 300,000 messages.
  await q(`insert into campaign_messages (campaign_id, owner_id, contact_id, email, status, sent_at)
    select cp.id, ${ownerId}, c.id, c.email, 'sent', now() - ((c.id + cp.id) % 120) * interval '1 day'
    from contacts c cross join lateral (
      select id from campaigns where owner_id = ${ownerId} order by id offset (c.id % 28) limit 3) cp
    where c.owner_id = ${ownerId}`);
  await q(`insert into campaign_events (campaign_id, message_id, kind, at)
    select m.campaign_id, m.id, 'open', m.sent_at + interval '1 hour' from campaign_messages m
    where (m.contact_id / 3 + m.campaign_id) % 5 = 0`);
  await q(`insert into campaign_events (campaign_id, message_id, kind, at)
    select m.campaign_id, m.id, 'click', m.sent_at + interval '2 hours' from campaign_messages m
    where (m.contact_id / 3 + m.campaign_id) % 15 = 0`);
  await q(`insert into webinar_sessions (title, starts_at, timezone, duration_minutes, capacity, price_cents, join_url)
    select 'Session ' || g, now() - (g * 6) * interval '1 day', 'UTC', 60, 10000, 4900, 'https://meet.example/' || g
    from generate_series(1, 20) g`);
  await q(`insert into registrations (session_id, first_name, last_name, email, phone, amount_cents, currency,
      hold_expires_at, status, created_at, paid_at, affiliate_id)
    select s.id, 'First' || g, 'Last' || g, 'Person' || g || '@inbox' || (g % 50) || '.example', '', 4900, 'usd',
      now() - (g % 120) * interval '1 day',
      case when g % 3 = 0 then 'expired' else 'paid' end,
      now() - (g % 120) * interval '1 day',
      case when g % 3 = 0 then null else now() - (g % 120) * interval '1 day' end,
      case when g % 17 = 0 then ${ownerId} else null end
    from generate_series(1, ${n}) g join webinar_sessions s on s.title = 'Session ' || (1 + g % 20)`);
  await q(`insert into rsvp_attendance (registration_id, attended_at, join_count)
    select id, paid_at + interval '1 day', 1 from registrations where status = 'paid' and id % 2 = 0`);
  await q(`insert into registration_answers (registration_id, question_id, question, answer, position)
    select id, 'level', 'Trading experience', case when id % 4 = 0 then 'Beginner' else 'Advanced, Options' end, 0
    from registrations`);
  await q(`insert into newsletter_subscribers (email, status, source, consent_at, consent_source, consent_wording)
    select 'person' || g || '@inbox' || (g % 50) || '.example',
      case when g % 5 = 0 then 'unsubscribed' else 'confirmed' end, '/', now(), 'form', 'Yes'
    from generate_series(1, ${n}, 2) g`);
  await q('vacuum analyze');
  const campaign = await client.query<{ id: number }>(`select min(id) as id from campaigns`);
  const session = await client.query<{ id: number }>(`select min(id) as id from webinar_sessions`);
  return { ownerId, campaignId: campaign.rows[0]!.id, sessionId: session.rows[0]!.id };
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `bench_segments_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${database}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
try {
  const db = openPostgres(url.href);
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await migrate(db);
    const started = performance.now();
    const { ownerId, campaignId, sessionId } = await seed(client, contactCount);
    const totals = await client.query<{ contacts: string; messages: string; events: string; registrations: string }>(
      `select (select count(*) from contacts) contacts, (select count(*) from campaign_messages) messages,
        (select count(*) from campaign_events) events, (select count(*) from registrations) registrations`,
    );
    const r = totals.rows[0]!;
    console.log(
      `Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${r.contacts} contacts (half the sender's), ` +
        `${r.messages} messages, ${r.events} opens and clicks, ${r.registrations} registrations`,
    );
    const segments = benchSegments(db.orm, () => now);
    const actor = { userId: ownerId, isAdmin: false };
    const cases: [string, SegmentPreviewInput][] = [
      ['Tag vip', { match: 'all', rules: [{ kind: 'tag', op: 'has', tag: 'vip' }] }],
      ['Clicked any campaign in 30 days', { match: 'all', rules: [{ kind: 'engagement', op: 'clicked', days: 30 }] }],
      ['Never opened anything', { match: 'all', rules: [{ kind: 'engagement', op: 'notOpened' }] }],
      [
        'Paid in 90 days and never opened',
        {
          match: 'all',
          rules: [
            { kind: 'webinar', op: 'paid', days: 90 },
            { kind: 'engagement', op: 'notOpened' },
          ],
        },
      ],
      [
        'Registered for a session, did not pay',
        {
          match: 'all',
          rules: [
            { kind: 'webinar', op: 'registered', sessionId },
            { kind: 'webinar', op: 'notPaid', sessionId },
          ],
        },
      ],
      ['Attended any in 60 days', { match: 'all', rules: [{ kind: 'webinar', op: 'attended', days: 60 }] }],
      ['Opened one campaign', { match: 'all', rules: [{ kind: 'engagement', op: 'opened', campaignId }] }],
      [
        'Answer, newsletter or affiliate (any)',
        {
          match: 'any',
          rules: [
            { kind: 'answer', op: 'is', question: 'Trading experience', answer: 'Options' },
            { kind: 'newsletter', op: 'is', status: 'unsubscribed' },
            { kind: 'source', op: 'is', source: 'affiliate' },
          ],
        },
      ],
      [
        'Six conditions (all)',
        {
          match: 'all',
          rules: [
            { kind: 'tag', op: 'hasNot', tag: 'lead' },
            { kind: 'contactField', field: 'email', op: 'contains', value: 'inbox1' },
            { kind: 'contactStatus', op: 'is', status: 'subscribed' },
            { kind: 'engagement', op: 'opened', days: 90 },
            { kind: 'webinar', op: 'paid' },
            { kind: 'newsletter', op: 'is', status: 'confirmed' },
          ],
        },
      ],
    ];
    const rows = [];
    for (const [label, input] of cases) {
      let count = 0;
      const once = async () => {
        const at = performance.now();
        count = (await segments.preview(actor, input)).count;
        return performance.now() - at;
      };
      for (let i = 0; i < 3; i += 1) await once();
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) times.push(await once());
      times.sort((a, b) => a - b);
      rows.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), note: `${count} contacts` });
    }
    printTable(
      `Segment count and first page (the live preview), ${samples} sequential calls each, PostgreSQL (ms)`,
      200,
      rows,
    );
  } finally {
    await client.end();
    await db.close();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
