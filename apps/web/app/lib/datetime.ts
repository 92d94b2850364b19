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

/** "1 h 30 min", "45 min", "2 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
