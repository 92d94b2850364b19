import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { inRange, localDate, sourceKey, sourceKind, type DayRange } from '../../db/local-day';
import { kpiDailySources, kpiDailyVisits, kpiRollupState, visits } from './kpi.tables';

const source = {
  affiliateId: visits.affiliateId,
  referrerHost: visits.referrerHost,
  utmSource: visits.utmSource,
  utmMedium: visits.utmMedium,
  utmCampaign: visits.utmCampaign,
};
/** The page that opens the RSVP form (docs/product.md, KPI and visit counting: funnel). */
export const RSVP_FORM_PATH = '/rsvp';

export interface RollupState {
  timeZone: string;
  rolledAt: Date;
  rawSince: Date | null;
}

/** A day's unique visitors and RSVP form openers (docs/product.md, KPI and visit counting). */
const VISITORS = sql`count(distinct ${visits.visitorHash})`;
const RSVP_OPENERS = sql`count(distinct ${visits.visitorHash}) filter (where ${visits.path} = ${RSVP_FORM_PATH})`;

/** SQL for the KPI's daily rollups (docs/decisions/2026-11-23-kpi-rollups.md). */
export const rollupsRepository = {
  async state(db: Orm): Promise<RollupState | null> {
    const [row] = await db.select().from(kpiRollupState).limit(1);
    return row ? { timeZone: row.timeZone, rolledAt: row.rolledAt, rawSince: row.rawSince } : null;
  },

  async saveState(db: Orm, state: Partial<RollupState> & { timeZone: string; rolledAt: Date }): Promise<void> {
    await db
      .insert(kpiRollupState)
      .values({ id: 1, ...state })
      .onConflictDoUpdate({
        target: kpiRollupState.id,
        set: {
          timeZone: state.timeZone,
          rolledAt: state.rolledAt,
          ...(state.rawSince ? { rawSince: state.rawSince } : {}),
        },
      });
  },

  /** Raw visits before `at` are gone: remembered so those days are never recomputed from what is left. */
  async markRawSince(db: Orm, at: Date): Promise<void> {
    await db
      .update(kpiRollupState)
      .set({ rawSince: sql`greatest(${kpiRollupState.rawSince}, ${at.toISOString()}::timestamptz)` });
  },

  /**
   * Replaces the rollup rows of the days `from`..`to` (their instants are `range`) with counts from
   * the raw visits: idempotent, so a repeated or overlapping run changes nothing.
   */
  async recompute(db: Orm, days: { from: string; to: string }, range: DayRange): Promise<void> {
    await db.execute(
      sql`delete from ${kpiDailyVisits} where ${kpiDailyVisits.day} between ${days.from} and ${days.to}`,
    );
    const day = localDate(visits.occurredAt, range);
    await db.execute(sql`insert into ${kpiDailyVisits} (day, page_views, visitors, rsvp_started)
      select ${day}, count(*), ${VISITORS}, ${RSVP_OPENERS}
      from ${visits} where ${inRange(visits.occurredAt, range)} group by 1`);
    await db.execute(
      sql`delete from ${kpiDailySources} where ${kpiDailySources.day} between ${days.from} and ${days.to}`,
    );
    await db.execute(sql`insert into ${kpiDailySources} (day, kind, key, visitors)
      select s.day, s.kind, s.key, count(distinct s.visitor_hash) from (
        select ${day} as day, ${sourceKind(source)} as kind, ${sourceKey(source)} as key,
          ${visits.visitorHash} as visitor_hash
        from ${visits} where ${inRange(visits.occurredAt, range)}
      ) s where s.kind is not null group by 1, 2, 3`);
  },

  /** What `recompute` would store for the days of `range`, read from the raw visits now (the KPI's live days). */
  async liveVisitsDaily(db: Orm, range: DayRange) {
    const rows = await db
      .select({
        day: localDate(visits.occurredAt, range),
        pageViews: sql<number>`count(*)::int`,
        visitors: sql<number>`${VISITORS}::int`,
        rsvpStarted: sql<number>`${RSVP_OPENERS}::int`,
      })
      .from(visits)
      .where(inRange(visits.occurredAt, range))
      .groupBy(sql`1`);
    return rows.map((row) => ({
      day: String(row.day).slice(0, 10),
      pageViews: Number(row.pageViews),
      visitors: Number(row.visitors),
      rsvpStarted: Number(row.rsvpStarted),
    }));
  },

  /** Visitors per source over the days of `range` (each day's visitors, summed), read from the raw visits now. */
  async liveSources(db: Orm, range: DayRange) {
    const perVisit = db
      .select({
        day: localDate(visits.occurredAt, range).as('day'),
        kind: sourceKind(source).as('kind'),
        key: sourceKey(source).as('key'),
        visitorHash: visits.visitorHash,
      })
      .from(visits)
      .where(inRange(visits.occurredAt, range))
      .as('s');
    const rows = await db
      .select({
        kind: perVisit.kind,
        key: perVisit.key,
        visitors: sql<number>`count(distinct (${perVisit.day}, ${perVisit.visitorHash}))::int`,
      })
      .from(perVisit)
      .where(sql`${perVisit.kind} is not null`)
      .groupBy(perVisit.kind, perVisit.key);
    return rows.map((row) => ({ kind: String(row.kind), key: String(row.key), visitors: Number(row.visitors) }));
  },

  /** The stored days from `from` to `to`. */
  async visitsDaily(db: Orm, from: string, to: string) {
    return db
      .select()
      .from(kpiDailyVisits)
      .where(sql`${kpiDailyVisits.day} between ${from} and ${to}`);
  },

  /** Visitors per source summed over the days from `from` to `to`. */
  async sources(db: Orm, from: string, to: string) {
    const rows = await db
      .select({
        kind: kpiDailySources.kind,
        key: kpiDailySources.key,
        visitors: sql<string>`sum(${kpiDailySources.visitors})`,
      })
      .from(kpiDailySources)
      .where(sql`${kpiDailySources.day} between ${from} and ${to}`)
      .groupBy(kpiDailySources.kind, kpiDailySources.key);
    return rows.map((row) => ({ kind: row.kind, key: row.key, visitors: Number(row.visitors) }));
  },
};
