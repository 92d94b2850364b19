/**
 * `months` calendar months after `from`, as Stripe counts a billing period: the same day of the
 * month, clamped to the month's last day (Jan 31 + 1 month = Feb 28 or 29).
 */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
