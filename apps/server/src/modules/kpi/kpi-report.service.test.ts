import type { KpiReport, KpiTotals } from '@meridian/contracts/kpi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRsvpTestApp, type RsvpTestApp } from '../../../test/rsvp-harness';
import { generateDemo } from '../../demo/generate-demo';

/**
 * The KPI report against the demo data (scale 1): every figure is counted again here straight from
 * the raw rows, with SQL of its own, in the business's time zone (the default, America/New_York).
 */
let t: RsvpTestApp;
const now = new Date('2026-11-23T12:00:00.000Z');
const TZ = 'America/New_York';
const period = { from: '2026-08-26', to: '2026-11-23' };
const previous = { from: '2026-05-28', to: '2026-08-25' };

beforeAll(async () => {
  t = await createRsvpTestApp();
  await generateDemo(t.database.db, { scale: 1, seed: 7, now, holdMinutes: t.config.rsvp.holdMinutes });
}, 180_000);
afterAll(() => t.close());

async function report(query: string): Promise<KpiReport> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/kpi?${query}`, headers: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as KpiReport;
}

const rows = async (text: string, params: unknown[] = []) => (await t.database.db.executeSql(text, params)).rows;
const one = async (text: string, params: unknown[]) =>
  Number(Object.values((await rows(text, params))[0] ?? {})[0] ?? 0);
/** `column` falls on a day from $1 to $2 in the business's zone. */
const on = (column: string) => `(${column} at time zone '${TZ}')::date between $1::date and $2::date`;

/** The headline figures of a period, counted from raw rows. */
async function expectedTotals(p: { from: string; to: string }): Promise<KpiTotals> {
  const args = [p.from, p.to];
  const dailyDistinct = (filter: string) =>
    one(
      `select coalesce(sum(n), 0) from (select count(distinct visitor_hash) as n from visits
        where ${on('occurred_at')} ${filter} group by (occurred_at at time zone '${TZ}')::date) d`,
      args,
    );
  const seatsCents = await one(
    `select coalesce(sum(amount_cents), 0) from payments where kind = 'rsvp_seat' and ${on('paid_at')}`,
    args,
  );
  const advertisingCents = await one(
    `select coalesce(sum(amount_cents), 0) from payments where kind = 'advertising' and ${on('paid_at')}`,
    args,
  );
  // Each refund on its own day (payment_refunds: one row per refund, partial ones included).
  const refundsCents = await one(
    `select coalesce(sum(amount_cents), 0) from payment_refunds where ${on('refunded_at')}`,
    args,
  );
  const commissionsCents = await one(
    `select coalesce(sum(amount_cents), 0) from affiliate_commissions where ${on('created_at')}`,
    args,
  );
  const visitors = await dailyDistinct('');
  return {
    revenue: {
      seatsCents,
      advertisingCents,
      refundsCents,
      commissionsCents,
      netCents: seatsCents + advertisingCents - refundsCents - commissionsCents,
    },
    seatsSold: await one(`select count(*) from payments where kind = 'rsvp_seat' and ${on('paid_at')}`, args),
    pageViews: await one(`select count(*) from visits where ${on('occurred_at')}`, args),
    visitors,
    funnel: {
      visitors,
      rsvpStarted: await dailyDistinct(`and path = '/rsvp'`),
      rsvpRegistered: await one(`select count(*) from registrations where ${on('created_at')}`, args),
      paid: await one(`select count(*) from registrations where paid_at is not null and ${on('created_at')}`, args),
      attended: await one(
        `select count(*) from registrations r join rsvp_attendance a on a.registration_id = r.id
          where r.paid_at is not null and (a.join_count > 0 or a.marked_at is not null) and ${on('r.created_at')}`,
        args,
      ),
      replayWatched: await one(
        `select count(*) from registrations r join rsvp_attendance a on a.registration_id = r.id
          where r.paid_at is not null and a.replay_first_watched_at is not null and ${on('r.created_at')}`,
        args,
      ),
    },
    signUps: await one(`select count(*) from app_users where ${on('created_at')}`, args),
    subscribersGained: await one(`select count(*) from newsletter_subscribers where ${on('confirmed_at')}`, args),
    subscribersLost: await one(`select count(*) from newsletter_subscribers where ${on('unsubscribed_at')}`, args),
  };
}

interface SourceRow {
  affiliate_id: number | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** The attribution rule of docs/product.md, written again in JavaScript. */
function sourceOf(r: SourceRow): { kind: string; key: string } | null {
  if (r.affiliate_id !== null) return { kind: 'affiliate', key: String(r.affiliate_id) };
  if (r.utm_medium === 'email' && /^campaign-\d{1,9}$/.test(r.utm_campaign ?? ''))
    return { kind: 'campaign', key: (r.utm_campaign ?? '').slice('campaign-'.length) };
  if (r.utm_campaign ?? r.utm_source ?? r.utm_medium)
    return { kind: 'utm', key: [r.utm_campaign, r.utm_source, r.utm_medium].filter((v) => v !== null).join(' / ') };
  if (r.referrer_host !== null) return { kind: 'referrer', key: r.referrer_host };
  return null;
}

describe('the KPI report on the demo data', () => {
  it('answers every headline figure of the period and of the previous one as counted from raw rows', async () => {
    const kpi = await report(`from=${period.from}&to=${period.to}&granularity=week`);
    expect(kpi.period).toEqual(period);
    expect(kpi.previousPeriod).toEqual(previous);
    expect(kpi.timeZone).toBe(TZ);
    const totals = await expectedTotals(period);
    expect(kpi.totals).toEqual(totals);
    expect(kpi.previousTotals).toEqual(await expectedTotals(previous));
    // The demo has money, refunds, commissions, visits and every funnel step in the period.
    expect(totals.revenue.refundsCents).toBeGreaterThan(0);
    expect(totals.revenue.commissionsCents).toBeGreaterThan(0);
    expect(totals.funnel.rsvpStarted).toBeGreaterThan(totals.funnel.rsvpRegistered);
    expect(totals.funnel.paid).toBeGreaterThan(totals.funnel.attended);
    expect(totals.funnel.attended).toBeGreaterThan(0);
    expect(totals.funnel.replayWatched).toBeGreaterThan(0);
    expect(totals.pageViews).toBeGreaterThan(totals.visitors);
  });

  it('answers the series by week, month and day, summing to the totals', async () => {
    for (const granularity of ['day', 'week', 'month'] as const) {
      const kpi = await report(`from=${period.from}&to=${period.to}&granularity=${granularity}&compare=none`);
      expect(kpi.previousTotals).toBeNull();
      const sum = (key: keyof KpiReport['series'][number]) => kpi.series.reduce((s, b) => s + Number(b[key]), 0);
      expect(sum('visitors')).toBe(kpi.totals.visitors);
      expect(sum('rsvpRegistered')).toBe(kpi.totals.funnel.rsvpRegistered);
      expect(sum('paid')).toBe(kpi.totals.funnel.paid);
      expect(sum('netCents')).toBe(kpi.totals.revenue.netCents);
      expect(sum('revenueCents')).toBe(kpi.totals.revenue.seatsCents + kpi.totals.revenue.advertisingCents);
      expect(sum('signUps')).toBe(kpi.totals.signUps);
      const buckets = kpi.series.map((b) => b.bucket);
      if (granularity === 'day') expect(buckets).toHaveLength(90);
      if (granularity === 'week') {
        expect(buckets.every((b) => new Date(`${b}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
        expect(buckets).toHaveLength(14);
      }
      if (granularity === 'month') expect(buckets).toEqual(['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
    }
    const day = await report(`from=${period.from}&to=${period.to}&compare=none`);
    const perDay = await rows(
      `select to_char((created_at at time zone '${TZ}')::date, 'YYYY-MM-DD') as day, count(*)::int as n
        from registrations where ${on('created_at')} group by 1`,
      [period.from, period.to],
    );
    for (const { day: d, n } of perDay) expect(day.series.find((b) => b.bucket === d)?.rsvpRegistered).toBe(Number(n));
  });

  it('answers RSVPs by status, sign-ups by role and each session’s seats and fill as counted from raw rows', async () => {
    const kpi = await report(`from=${period.from}&to=${period.to}`);
    const args = [period.from, period.to];
    for (const s of kpi.rsvpsByStatus) {
      expect(s.count).toBe(
        await one(`select count(*) from registrations where status = $3 and ${on('created_at')}`, [...args, s.status]),
      );
    }
    expect(kpi.rsvpsByStatus.map((s) => s.status).sort()).toEqual([
      'cancelled',
      'expired',
      'paid',
      'pending',
      'refunded',
    ]);
    const roleIds: Record<string, number> = { Admin: 1, Sales: 2, Affiliate: 3, Advertiser: 4, EmailMarketing: 5 };
    for (const r of kpi.signUpsByRole) {
      const count =
        r.role === 'Visitor'
          ? await one(
              `select count(*) from app_users u where not exists (select 1 from user_roles r where r.user_id = u.id)
              and ${on('u.created_at')}`,
              args,
            )
          : await one(
              `select count(*) from app_users u join user_roles r on r.user_id = u.id and r.role_id = $3
              where ${on('u.created_at')}`,
              [...args, roleIds[r.role]],
            );
      expect(r.count, r.role).toBe(count);
    }
    const sessions = await rows(
      `select s.id, s.capacity, (select count(*)::int from registrations r where r.session_id = s.id and r.status = 'paid') as sold
        from webinar_sessions s where s.status = 'scheduled' and ${on('s.starts_at')} order by s.starts_at, s.id`,
      args,
    );
    expect(kpi.sessions.map((s) => [s.sessionId, s.capacity, s.seatsSold])).toEqual(
      sessions.map((s) => [Number(s.id), Number(s.capacity), Number(s.sold)]),
    );
    expect(kpi.sessions.length).toBeGreaterThan(0);
    for (const s of kpi.sessions) expect(s.fillPercent).toBe(Math.round((s.seatsSold / s.capacity) * 1000) / 10);
  });

  it('answers the sources with visitors, paid seats and revenue as counted from raw rows', async () => {
    const kpi = await report(`from=${period.from}&to=${period.to}`);
    const args = [period.from, period.to];
    const expected = new Map<string, { visitors: number; paidSeats: number; revenueCents: number }>();
    const at = (s: { kind: string; key: string }) => {
      const id = `${s.kind}:${s.key}`;
      const found = expected.get(id) ?? { visitors: 0, paidSeats: 0, revenueCents: 0 };
      expected.set(id, found);
      return found;
    };
    // Visitors: one per visitor hash, source and local day.
    const seen = new Set<string>();
    for (const v of await rows(
      `select *, to_char((occurred_at at time zone '${TZ}')::date, 'YYYY-MM-DD') as local_day from visits where ${on('occurred_at')}`,
      args,
    )) {
      const source = sourceOf(v as unknown as SourceRow);
      const id = `${source?.kind}:${source?.key}:${String(v.visitor_hash)}:${String(v.local_day)}`;
      if (!source || seen.has(id)) continue;
      seen.add(id);
      at(source).visitors += 1;
    }
    for (const r of await rows(`select * from registrations where paid_at is not null and ${on('created_at')}`, args)) {
      const source = sourceOf(r as unknown as SourceRow);
      if (!source) continue;
      at(source).paidSeats += 1;
      if (r.status === 'paid') at(source).revenueCents += Number(r.amount_cents);
    }
    expect(expected.size).toBeLessThanOrEqual(50);
    const kinds = new Set(kpi.sources.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['affiliate', 'campaign', 'referrer', 'utm']);
    const names = new Map(
      (await rows(`select id, first_name || ' ' || last_name as name from app_users`)).map((u) => [
        String(u.name),
        Number(u.id),
      ]),
    );
    const subjects = await rows(`select id, subject from campaigns`);
    const keyOf = (s: KpiReport['sources'][number]) => {
      if (s.kind === 'affiliate') return String(names.get(s.label));
      if (s.kind === 'campaign') return String(subjects.find((c) => c.subject === s.label)?.id);
      return s.label;
    };
    const answered = new Map(kpi.sources.map((s) => [`${s.kind}:${keyOf(s)}`, s]));
    expect(answered.size).toBe(expected.size);
    for (const [id, figures] of expected) expect(answered.get(id), id).toMatchObject(figures);
    const order = kpi.sources.map((s) => [s.paidSeats, s.revenueCents, s.visitors]);
    expect(order).toEqual([...order].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!));
  });

  it('exports each table as CSV', async () => {
    const csv = async (table: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/kpi/export.csv?from=${period.from}&to=${period.to}&table=${table}`,
        headers: t.admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`filename="kpi-${table}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    const kpi = await report(`from=${period.from}&to=${period.to}`);
    const money = (cents: number) => (cents / 100).toFixed(2);
    const revenue = await csv('revenue');
    expect(revenue[0]).toBe('Line,This period (USD),Previous period (USD)');
    expect(revenue[5]).toBe(
      `Net revenue,${money(kpi.totals.revenue.netCents)},${money(kpi.previousTotals!.revenue.netCents)}`,
    );
    const funnel = await csv('funnel');
    expect(funnel[1]).toBe(`Visitors,${kpi.totals.visitors},,,${kpi.previousTotals!.visitors}`);
    expect(funnel[6]).toMatch(new RegExp(`^Watched the replay,${kpi.totals.funnel.replayWatched},[0-9.]+,Paid,`));
    expect(await csv('attendance')).toHaveLength(kpi.attendance.sessions.length + 1);
    expect(await csv('attendance-sources')).toHaveLength(kpi.attendance.sources.length + 1);
    expect(await csv('sessions')).toHaveLength(kpi.sessions.length + 1);
    expect(await csv('rsvps')).toHaveLength(6);
    expect(await csv('signups')).toHaveLength(7);
    expect(await csv('sources')).toHaveLength(kpi.sources.length + 1);
    expect(await csv('series')).toHaveLength(91);
  });
});

describe('days in the business’s time zone, refunds and commissions', () => {
  it('puts a payment at 23:30 local on that day, and subtracts its refund and commission on theirs', async () => {
    // 2027-02-10 23:30 in New York is 2027-02-11 04:30 UTC; nothing else happens on these days.
    await rows(`insert into payments (kind, provider, subject_type, subject_id, checkout_session_id, description,
        amount_cents, refunded_cents, currency, status, buyer_email, buyer_name, paid_at, refunded_at)
      values ('rsvp_seat', 'local', 'registration', '999001', 'cs_tz_check', 'Webinar seat', 4900, 4900, 'usd', 'refunded',
        'late@kpi.test', 'Late Buyer', '2027-02-11T04:30:00Z', '2027-02-11T15:00:00Z'),
      ('advertising', 'local', 'subscription', 'sub_tz', 'cs_tz_ad', 'Billboard', 15000, 0, 'usd', 'paid',
        'ads@kpi.test', 'Ad Buyer', '2027-02-11T04:45:00Z', null)`);
    const [payment] = await rows(`select id from payments where checkout_session_id = 'cs_tz_check'`);
    await rows(
      `insert into payment_refunds (payment_id, amount_cents, reason, refunded_at)
      values ($1, 4900, 'The buyer could not attend', '2027-02-11T15:00:00Z')`,
      [payment?.id],
    );
    const [affiliate] = await rows(`select user_id from user_roles where role_id = 3 limit 1`);
    await rows(
      `insert into affiliate_commissions (affiliate_id, payment_id, entry, amount_cents, currency, rate_percent, description,
        buyer_masked, payment_cents, paid_at, status, approves_at, created_at)
      values ($1, $2, 'earned', 980, 'usd', 20, 'Webinar seat', 'l***@kpi.test', 4900, '2027-02-11T04:30:00Z', 'pending',
        '2027-03-11T04:30:00Z', '2027-02-11T04:30:00Z'),
      ($1, $2, 'reversal', -980, 'usd', 20, 'Webinar seat', 'l***@kpi.test', 4900, '2027-02-11T04:30:00Z', 'pending',
        '2027-03-11T04:30:00Z', '2027-02-11T15:00:00Z')`,
      [affiliate?.user_id, payment?.id],
    );
    const tenth = await report('from=2027-02-10&to=2027-02-10&compare=none');
    expect(tenth.totals.revenue).toEqual({
      seatsCents: 4900,
      advertisingCents: 15000,
      refundsCents: 0,
      commissionsCents: 980,
      netCents: 4900 + 15000 - 980,
    });
    expect(tenth.totals.seatsSold).toBe(1);
    const eleventh = await report('from=2027-02-11&to=2027-02-11&compare=none');
    expect(eleventh.totals.revenue).toEqual({
      seatsCents: 0,
      advertisingCents: 0,
      refundsCents: 4900,
      commissionsCents: -980,
      netCents: -4900 + 980,
    });
    const both = await report('from=2027-02-10&to=2027-02-11&compare=none');
    expect(both.totals.revenue.netCents).toBe(15000);
    expect(both.series.map((b) => b.netCents)).toEqual([4900 + 15000 - 980, -4900 + 980]);
    // In UTC the same payment is on the 11th.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/kpi/settings',
      headers: t.admin,
      payload: { timeZone: 'UTC', visitRetentionDays: 90 },
    });
    expect((await report('from=2027-02-11&to=2027-02-11&compare=none')).totals.revenue.seatsCents).toBe(4900);
  });
});
