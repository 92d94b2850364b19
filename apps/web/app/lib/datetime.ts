import { minutesInWords } from '@meridian/contracts/content';

/** The browser's own IANA time zone (UTC when the runtime cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "Tue, Dec 1, 2026" in `timeZone`. */
export function formatSessionDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** "7:00 PM EST" in `timeZone`. */
export function formatSessionTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** "7:00 PM" on the clocks of `timeZone`, without naming the zone (for a label that names it once). */
export function formatClockTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
}

/** "Tue, Dec 1, 2026 · 7:00 PM EST": a session's start as one label, in `timeZone`. */
export function formatSessionStart(iso: string, timeZone: string): string {
  return `${formatSessionDay(iso, timeZone)} · ${formatSessionTime(iso, timeZone)}`;
}

/** "30 minutes", "1 hour", "1 hour 30 minutes", "24 hours": a length in a sentence (the FAQ's merge field says it the same way). */
export const formatMinutesInWords = minutesInWords;

/** "1 h 30 min", "45 min", "2 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** "2026-12-01T19:00": `iso` on the browser's own clock, as an `<input type="datetime-local">` holds it. */
export function toLocalInputValue(iso: string): string {
  const at = new Date(iso);
  const day = `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())}`;
  return `${day}T${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
}

/** An optional moment for a datetime-local field: its local value, or '' for none. */
export const optionalLocalInput = (iso: string | null | undefined) => (iso ? toLocalInputValue(iso) : '');

/** An optional datetime-local field as a contract takes it: ISO, '' when blank, as typed when incomplete (so it is refused). */
export const optionalIsoInput = (value: string) => (value ? (fromLocalInputValue(value) ?? value) : '');

/** The moment a datetime-local value names on the browser's clock, as ISO (UTC); null when incomplete. */
export function fromLocalInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
