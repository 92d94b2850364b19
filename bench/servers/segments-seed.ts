/**
 * The segments bench's data (bench/segments.bench.ts): one sender's `n` contacts beside another
 * sender's `n`, with tags and lists, three campaign messages each with opens and clicks over 120 days,
 * `n` registrations over 20 sessions (paid, attended, answers) and n/2 newsletter subscribers, all
 * written by set-based SQL.
 */
import type { SegmentPreviewInput } from '@meridian/contracts/contacts-segments';
import type * as pg from 'pg';

/** One sender's contacts and what they did, written by set-based SQL. */
export async function seedSegmentsData(
  client: pg.Client,
  n: number,
): Promise<{ ownerId: number; campaignId: number; sessionId: number }> {
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
  await q(`insert into campaign_events (campaign_id, message_id, kind, at, owner_id, contact_id)
    select m.campaign_id, m.id, 'open', m.sent_at + interval '1 hour', m.owner_id, m.contact_id from campaign_messages m
    where (m.contact_id / 3 + m.campaign_id) % 5 = 0`);
  await q(`insert into campaign_events (campaign_id, message_id, kind, at, owner_id, contact_id)
    select m.campaign_id, m.id, 'click', m.sent_at + interval '2 hours', m.owner_id, m.contact_id from campaign_messages m
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
  const campaign = await client.query<{ id: number }>(`select min(campaign_id) as id from campaign_messages`);
  const session = await client.query<{ id: number }>(`select min(id) as id from webinar_sessions`);
  return { ownerId, campaignId: campaign.rows[0]!.id, sessionId: session.rows[0]!.id };
}

/** The rule sets measured: what the issue names, one of each kind, and a long all. */
export function segmentCases(campaignId: number, sessionId: number): [string, SegmentPreviewInput][] {
  return [
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
}
