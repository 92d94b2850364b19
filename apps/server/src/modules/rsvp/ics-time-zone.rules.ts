const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

/** True for a time zone this runtime knows (IANA names such as America/New_York, and UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    offsetFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `atMs`, in minutes east of Greenwich (New York in winter: -300). */
export function utcOffsetMinutes(zone: string, atMs: number): number {
  const name = offsetFormatter(zone)
    .formatToParts(atMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name ?? '');
  if (!match) throw new Error(`Cannot read the UTC offset of time zone "${zone}" (got "${name}")`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0) / 60;
  return match[1] === '-' ? -minutes : minutes;
}

/** Local wall-clock time as iCalendar DATE-TIME without zone: 20260310T140000. */
export function icsLocalDateTime(zone: string, atMs: number): string {
  return icsDateTime(atMs + utcOffsetMinutes(zone, atMs) * MINUTE_MS);
}

/** The UTC fields of `ms` as 20260310T140000 (callers add Z for UTC). */
export function icsDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

interface Transition {
  /** First instant of the new offset. */
  atMs: number;
  fromMinutes: number;
  toMinutes: number;
}

/** Narrows an offset change known to lie in (beforeMs, afterMs] down to the minute. */
function transitionBetween(zone: string, beforeMs: number, afterMs: number): Transition {
  const fromMinutes = utcOffsetMinutes(zone, beforeMs);
  let low = beforeMs;
  let high = afterMs;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (utcOffsetMinutes(zone, middle) === fromMinutes) low = middle;
    else high = middle;
  }
  return { atMs: high, fromMinutes, toMinutes: utcOffsetMinutes(zone, high) };
}

/** Offset changes in [fromMs, toMs), found by stepping a day at a time (zones change at most a few times a year). */
export function offsetTransitions(zone: string, fromMs: number, toMs: number): Transition[] {
  const transitions: Transition[] = [];
  let previousMs = fromMs;
  let previousOffset = utcOffsetMinutes(zone, fromMs);
  for (let atMs = fromMs + DAY_MS; previousMs < toMs; atMs = Math.min(atMs + DAY_MS, toMs)) {
    const offset = utcOffsetMinutes(zone, atMs);
    if (offset !== previousOffset) transitions.push(transitionBetween(zone, previousMs, atMs));
    previousMs = atMs;
    previousOffset = offset;
  }
  return transitions.filter((transition) => transition.atMs < toMs);
}

function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(Math.round(minutes));
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

/** "EST", "IST": a short name when the runtime has a letters-only one (otherwise none is written). */
function abbreviation(zone: string, atMs: number): string | undefined {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(atMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,6}$/.test(name) ? name : undefined;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', zone: string, transition: Transition, onset: string): string[] {
  const name = abbreviation(zone, transition.atMs);
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${icsOffset(transition.fromMinutes)}`,
    `TZOFFSETTO:${icsOffset(transition.toMinutes)}`,
    ...(name ? [`TZNAME:${name}`] : []),
    `END:${kind}`,
  ];
}

/**
 * A VTIMEZONE for `zone` computed offline from the runtime's time zone data: one observance for each
 * offset change in the event's year, plus the last change before it so the event's start is covered.
 * A zone with no change in that time gets a single STANDARD observance.
 */
export function vtimezoneLines(zone: string, eventStartMs: number): string[] {
  const year = new Date(eventStartMs).getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1);
  const found = offsetTransitions(zone, Date.UTC(year - 1, 0, 1), Date.UTC(year + 1, 0, 1));
  const before = found.filter((transition) => transition.atMs < yearStart).at(-1);
  const kept = [...(before ? [before] : []), ...found.filter((transition) => transition.atMs >= yearStart)];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (!before) {
    const offset = utcOffsetMinutes(zone, yearStart);
    const unchanged = { atMs: yearStart, fromMinutes: offset, toMinutes: offset };
    lines.push(...observance('STANDARD', zone, unchanged, '19700101T000000'));
  }
  for (const transition of kept) {
    const kind = transition.toMinutes > transition.fromMinutes ? 'DAYLIGHT' : 'STANDARD';
    // An observance starts at the local time read on the clock before the change (RFC 5545 3.6.5).
    const onset = icsDateTime(transition.atMs + transition.fromMinutes * MINUTE_MS);
    lines.push(...observance(kind, zone, transition, onset));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
