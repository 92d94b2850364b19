/** One line of a chart over days: the row field it reads, its legend label and its colour. */
export interface DaySeries {
  name: string;
  label: string;
  color: string;
}

/** A row of a chart over days: the UTC day (YYYY-MM-DD) and the figures the series name. */
export type DayRow = { day: string };

/** "Nov 23": a UTC day as the charts' axis and their tables write it. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
