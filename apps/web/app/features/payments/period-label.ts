import type { SalesPeriod } from '@meridian/contracts/payments';

const day = (start: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** A period's name from its first day (UTC): "Nov 21, 2026", "Week of Nov 16, 2026", "November 2026". */
export function periodLabel(start: string, period: SalesPeriod): string {
  switch (period) {
    case 'day':
      return day(start, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    case 'week':
      return `Week of ${day(start, { month: 'short', day: 'numeric', year: 'numeric' })}`;
    case 'month':
      return day(start, { month: 'long', year: 'numeric' });
  }
}
