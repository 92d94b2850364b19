/** One formatter per zone: making one costs far more than using it (the KPI asks for hundreds of midnights). */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Wall-clock parts of an instant in an IANA zone. */
function partsIn(instant: Date, timeZone: string) {
  const format = formatIn(timeZone);
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtcMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** `{ date: 'YYYY-MM-DD', time: 'HH:MM' }` of an instant as seen in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const { date, time } = partsIn(instant, timeZone);
  return { date, time };
}

/**
 * The instant at which the clocks in `timeZone` show `date` `time`. In a spring-forward gap the
 * time does not exist: the result is the same wall time read with the offset before the change
 * (one hour later, as calendar apps do). In a fall-back overlap the earlier instant wins.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // offset(t) = wall(t) - t; try the offsets in force a day either side and keep the earliest match.
  const offsets = new Set(
    [wallAsUtc - 86_400_000, wallAsUtc, wallAsUtc + 86_400_000].map(
      (probe) => partsIn(new Date(probe), timeZone).asUtcMs - probe,
    ),
  );
  const candidates = [...offsets]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => partsIn(new Date(instant), timeZone).asUtcMs === wallAsUtc)
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return new Date(candidates[0]);
  // Gap: read the wall time with the larger (pre-change) offset's complement.
  const [first] = [...offsets].sort((a, b) => a - b);
  return new Date(wallAsUtc - (first ?? 0));
}
