import type { Orm } from '../../db/database';
import type { DayRange } from '../../db/local-day';
import { localDayOf, subRange } from './kpi-period.rules';
import { rollupsRepository as rollups } from './rollups.repository';

/**
 * The first day of `range` whose visits are counted from the raw visits rather than the rollups:
 * the day of the rollup job's last run and every day after it, which may hold visits the job has not
 * rolled up yet (docs/decisions/2026-11-23-kpi-rollups.md). Null when the whole range is rolled up,
 * or when the rollups are in another zone (a zone change rebuilds them at once; until then they
 * answer as before).
 */
async function firstLiveDay(orm: Orm, range: DayRange): Promise<string | null> {
  const state = await rollups.state(orm);
  const last = range.days.at(-1);
  if (!last || (state && state.timeZone !== range.timeZone)) return null;
  const from = state ? localDayOf(state.rolledAt, range.timeZone) : range.days[0]!;
  if (from > last) return null;
  return from < range.days[0]! ? range.days[0]! : from;
}

/** The part of `range` before `liveFrom` (null: none) and the part from it on (null: none). */
function split(range: DayRange, liveFrom: string | null) {
  const first = range.days[0]!;
  const last = range.days.at(-1)!;
  if (liveFrom === null) return { rolled: { from: first, to: last }, live: null };
  const before = range.days[range.days.indexOf(liveFrom) - 1];
  return { rolled: before ? { from: first, to: before } : null, live: subRange(range, liveFrom, last) };
}

/**
 * Page views, visitors and RSVP form openers per day of `range`, up to the minute: the rollups for
 * the days the job has finished, the raw visits for the days since its last run, so today's visitors
 * never lag today's bookings.
 */
export async function visitsDaily(orm: Orm, range: DayRange) {
  if (range.days.length === 0) return [];
  const { rolled, live } = split(range, await firstLiveDay(orm, range));
  const [old, recent] = await Promise.all([
    rolled ? rollups.visitsDaily(orm, rolled.from, rolled.to) : [],
    live ? rollups.liveVisitsDaily(orm, live) : [],
  ]);
  return [...old, ...recent];
}

/** Visitors per source over the days `from`..`to` of `range`, counted the same way as `visitsDaily`. */
export async function sourceVisitors(orm: Orm, range: DayRange) {
  if (range.days.length === 0) return [];
  const { rolled, live } = split(range, await firstLiveDay(orm, range));
  const [old, recent] = await Promise.all([
    rolled ? rollups.sources(orm, rolled.from, rolled.to) : [],
    live ? rollups.liveSources(orm, live) : [],
  ]);
  return [...old, ...recent];
}
