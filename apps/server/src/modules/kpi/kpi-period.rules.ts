import type { KpiGranularity } from '@meridian/contracts/kpi';
import type { DayRange } from '../../db/local-day';
import { wallClock, zonedTimeToInstant } from '../../lib/zoned-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` (YYYY-MM-DD) moved by `n` calendar days. */
export const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The day an instant falls on in `timeZone`. */
export const localDayOf = (instant: Date, timeZone: string) => wallClock(instant, timeZone).date;

/**
 * The instants of the whole days `from`..`to` in `timeZone` (docs/product.md, KPI and visit counting):
 * each day starts at its midnight there (in a spring-forward gap at midnight, when the clocks jump).
 */
export function dayRange(from: string, to: string, timeZone: string): DayRange {
  const days = daysOf(from, to);
  const bounds = [...days, addDays(to, 1)].map((day) => zonedTimeToInstant(day, '00:00', timeZone));
  return { start: bounds[0]!, end: bounds.at(-1)!, timeZone, days, bounds };
}

/** The days `from`..`to` of `range` (which holds them), without computing their instants again. */
export function subRange(range: DayRange, from: string, to: string): DayRange {
  const first = range.days.indexOf(from);
  const last = range.days.indexOf(to);
  if (first < 0 || last < first) throw new Error(`${from}..${to} is not within ${range.days[0]}..${range.days.at(-1)}`);
  const bounds = range.bounds.slice(first, last + 2);
  return {
    start: bounds[0]!,
    end: bounds.at(-1)!,
    timeZone: range.timeZone,
    days: range.days.slice(first, last + 1),
    bounds,
  };
}

/** The period of the same number of days ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysOf(from, to).length;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The first day of the chart bucket a day belongs to: itself, its ISO week's Monday, or its month's 1st. */
export function bucketOf(day: string, granularity: KpiGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(Date.parse(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
