import type { KpiReport } from '@meridian/contracts/kpi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRsvpTestApp,
  createSession,
  markAttended,
  paidRegistration,
  registered,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

/**
 * The KPI's funnel through attendance and replays, and attendance by session and by source
 * (docs/product.md, KPI and visit counting), from seats booked, paid, joined, marked and replayed
 * through the app on a real database.
 */
let t: RsvpTestApp;
const MINUTE = 60_000;
const TZ = 'America/New_York';

beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

const sql = async (text: string, params: unknown[] = []) => (await t.database.db.executeSql(text, params)).rows;
const localDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(at);

async function report(): Promise<KpiReport> {
  await t.renewAdmin();
  const now = t.clock.now();
  // From the day before: the test moves the clock hours ahead, which can cross midnight in New York.
  const query = `from=${localDay(new Date(now.getTime() - 86_400_000))}&to=${localDay(new Date(now.getTime() + 3 * 86_400_000))}&compare=none`;
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/kpi?${query}`, headers: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as KpiReport;
}

/** A campaign row of `kind` (an email campaign or a newsletter issue) whose links tag bookings. */
async function campaign(kind: 'campaign' | 'newsletter', subject: string): Promise<number> {
  const [admin] = await sql(`select id from app_users where email = 'events-admin@academy.test'`);
  const [row] = await sql(
    `insert into campaigns (owner_id, owner_name, subject, audience, kind) values ($1, 'Events Admin', $2, '{"listIds":[],"tags":[]}', $3) returning id`,
    [admin?.id, subject, kind],
  );
  return Number(row?.id);
}

const tags = (campaignId: number) => ({
  utmSource: 'campaign',
  utmMedium: 'email',
  utmCampaign: `campaign-${campaignId}`,
});

async function seat(sessionId: number, email: string, extra: Record<string, unknown> = {}): Promise<number> {
  const { registration } = await paidRegistration(t, sessionId, email, extra);
  return registrationId(t, registration.reference);
}

/** A view of the seat's replay as the replay page records it (its first one is the seat's first). */
async function replayWatched(registration: number) {
  await sql(
    `insert into rsvp_attendance (registration_id, replay_first_watched_at, replay_last_watched_at, replay_views)
     values ($1, now(), now(), 1)
     on conflict (registration_id) do update set replay_last_watched_at = now(),
       replay_first_watched_at = coalesce(rsvp_attendance.replay_first_watched_at, now()),
       replay_views = rsvp_attendance.replay_views + 1`,
    [registration],
  );
}

describe('KPI attendance', () => {
  it('shows no attendance before a session’s doors open, then the funnel, each session and each source', async () => {
    const held = await createSession(t, { hoursAhead: 4, durationMinutes: 60, doorsOpenMinutes: 15 });
    const later = await createSession(t, { hoursAhead: 30 });
    const newsletter = await campaign('newsletter', 'November letter');
    const email = await campaign('campaign', 'Options week');

    const affiliate = await seat(held.id, 'affiliate@kpi-attend.test');
    const [admin] = await sql(`select id from app_users where email = 'events-admin@academy.test'`);
    await sql('update registrations set affiliate_id = $1 where id = $2', [admin?.id, affiliate]);
    const fromLetter = await seat(held.id, 'letter@kpi-attend.test', tags(newsletter));
    const fromCampaign = await seat(held.id, 'campaign@kpi-attend.test', tags(email));
    await seat(held.id, 'direct@kpi-attend.test');
    const fromUtm = await seat(held.id, 'utm@kpi-attend.test', { utmSource: 'partner', utmCampaign: 'spring' });
    await registered(t, held.id, 'still-paying@kpi-attend.test');
    await seat(later.id, 'later@kpi-attend.test');

    // Before the doors open there is nothing to attend: no session in the table, no source.
    const before = await report();
    expect(before.attendance).toEqual({ sessions: [], sources: [] });
    expect(before.totals.funnel).toMatchObject({ rsvpRegistered: 7, paid: 6, attended: 0, replayWatched: 0 });

    t.clock.advance(Date.parse(held.startsAt) - 5 * MINUTE - t.clock.now().getTime());
    for (const id of [affiliate, fromLetter, fromUtm]) await markAttended(t, id);
    await replayWatched(fromLetter);
    await replayWatched(fromCampaign);
    // Published twice (a replay service retrying): the seat's replay still counts once.
    await replayWatched(fromCampaign);

    const kpi = await report();
    expect(kpi.totals.funnel).toEqual({
      visitors: 0,
      rsvpStarted: 0,
      rsvpRegistered: 7,
      paid: 6,
      attended: 3,
      replayWatched: 2,
    });
    expect(kpi.attendance.sessions).toEqual([
      {
        sessionId: held.id,
        title: held.title,
        startsAt: held.startsAt,
        registered: 6,
        paid: 5,
        attended: 3,
        attendanceRate: 0.6,
        replayWatched: 2,
      },
    ]);
    expect(kpi.attendance.sources).toEqual([
      { source: 'affiliate', label: 'Affiliates', paid: 1, attended: 1, attendanceRate: 1 },
      { source: 'campaign', label: 'Email campaigns', paid: 1, attended: 0, attendanceRate: 0 },
      { source: 'newsletter', label: 'Newsletter', paid: 1, attended: 1, attendanceRate: 1 },
      { source: 'utm', label: 'Other UTM campaigns', paid: 1, attended: 1, attendanceRate: 1 },
      { source: 'direct', label: 'Direct', paid: 1, attended: 0, attendanceRate: 0 },
    ]);

    // The same figures in the admin's attendance view of the session.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/sessions/${held.id}/attendance`,
      headers: t.admin,
    });
    expect(view.json().data.figures).toEqual({
      registered: 6,
      paid: 5,
      joined: 0,
      attended: 3,
      attendanceRate: 0.6,
      replayWatched: 2,
    });

    // A seat an admin cancels is no longer paid: it leaves the session's and its source's figures.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/rsvps/${affiliate}/cancel`,
      headers: t.admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await report();
    expect(after.attendance.sessions[0]).toMatchObject({ paid: 4, attended: 2, attendanceRate: 0.5 });
    expect(after.attendance.sources.map((s) => s.source)).toEqual(['campaign', 'newsletter', 'utm', 'direct']);
  });
});
