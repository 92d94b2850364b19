import { isTimeZone } from './ics-time-zone.rules';

/** 50000, 'usd' → "$500.00"; zero-decimal currencies (JPY) are not divided. */
export function formatMoney(amountCents: number, currency: string): string {
  const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amountCents / 10 ** digits);
}

/** The visitor's zone when it is a real one, else the session's. */
export function displayZone(visitorZone: string, sessionZone: string): string {
  return visitorZone && isTimeZone(visitorZone) ? visitorZone : sessionZone;
}

function withPlainSpaces(value: string): string {
  // ICU puts narrow no-break spaces before AM/PM; plain text mail reads better with ordinary ones.
  return value.replace(/[\u202f\u00a0]/g, ' ');
}

/** "Tuesday, March 10, 2026 at 2:00 PM EDT" in `zone`. */
export function formatDateTime(at: Date, zone: string): string {
  return withPlainSpaces(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(at),
  );
}

/** "America/New_York" → "New York"; null for a zone that is no place ("UTC", "Etc/GMT+5"). */
function placeName(zone: string): string | null {
  if (!zone.includes('/') || zone.startsWith('Etc/')) return null;
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

/** The start in `zone`, with the place the clock is in when the zone names one: "… 2:00 PM EST (New York time)". */
function startIn(startsAt: Date, zone: string, note = ''): string {
  const place = placeName(zone);
  const said = [place ? `${place} time` : '', note].filter(Boolean).join(', ');
  return said ? `${formatDateTime(startsAt, zone)} (${said})` : formatDateTime(startsAt, zone);
}

/**
 * When a session starts, for a person in `visitorZone`: one line in their zone, and a second in the
 * session's own zone when that is different. A zone that is no place (UTC) is named once, by its
 * abbreviation: "6:00 PM UTC", never "6:00 PM UTC (UTC time)".
 */
export function formatSessionTime(startsAt: Date, visitorZone: string, sessionZone: string): string {
  const zone = displayZone(visitorZone, sessionZone);
  const local = startIn(startsAt, zone);
  if (zone === sessionZone) return local;
  return `${local}\n${startIn(startsAt, sessionZone, "the session's time zone")}`;
}

/** 90 → "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
