/** One line of a chart over days: the row field it reads, its legend label and its colour. */
export interface DaySeries {
  name: string;
  label: string;
  color: string;
}

/** A row of a chart over time: its day (YYYY-MM-DD; a week's Monday, a month's 1st) and the figures the series name. */
export type DayRow = { day: string };

/** How long one row of a chart over time is. */
export type Step = 'day' | 'week' | 'month';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 23": a day as the charts' axis and their tables write it (read as a calendar date, never shifted). */
export const dayLabel = (day: string) =>
  utc(day).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A row's name in a table: "Nov 23", "Week of Nov 23", "November 2026". */
export function stepLabel(day: string, step: Step): string {
  if (step === 'week') return `Week of ${dayLabel(day)}`;
  if (step === 'month')
    return utc(day).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dayLabel(day);
}

/** A row's tick on a chart's axis: "Nov 23" (a day, a week's first day), "Nov 2026". */
export function axisLabel(day: string, step: Step): string {
  if (step === 'month')
    return utc(day).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dayLabel(day);
}
