import { formatPercent } from '../../lib/format';

/**
 * A figure against the same figure of the previous period, in words a screen reader says as they
 * are: "Up 25% from $400.00", "Down 10% from 50", "Same as before", "New: 0 before".
 */
export function changeNote(current: number, previous: number, format: (value: number) => string): string {
  if (current === previous) return `Same as the previous period (${format(previous)})`;
  if (previous === 0) return `Up from ${format(0)} in the previous period`;
  const share = (current - previous) / Math.abs(previous);
  return `${share > 0 ? 'Up' : 'Down'} ${formatPercent(Math.abs(share))} from ${format(previous)}`;
}

/** A step's share of the one before it, or "—" when the step before had nobody. */
export function shareOf(part: number, whole: number): string {
  return whole === 0 ? '—' : formatPercent(part / whole);
}

/** The change as a table cell: "+25%", "−10%", "0%", or "New" when there was nothing before. */
export function changePercent(current: number, previous: number): string {
  if (current === previous) return '0%';
  if (previous === 0) return 'New';
  const share = (current - previous) / Math.abs(previous);
  return `${share > 0 ? '+' : '−'}${formatPercent(Math.abs(share))}`;
}
