/** "2 days 03:04:05", "1:02:09" or "14:05": the time until the doors open. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

/** "15 minutes before the start", "at the start". */
export function doorsPhrase(startsAt: string, doorsOpenAt: string): string {
  const minutes = Math.round((Date.parse(startsAt) - Date.parse(doorsOpenAt)) / 60_000);
  if (minutes <= 0) return 'at the start';
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before the start`;
}

/** A Google Calendar "add event" address for the session, its details naming the personal link. */
export function googleCalendarUrl(input: {
  title: string;
  startsAt: string;
  durationMinutes: number;
  joinUrl: string;
}) {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const start = Date.parse(input.startsAt);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: input.title,
    dates: `${stamp(start)}/${stamp(start + input.durationMinutes * 60_000)}`,
    details: `Your personal join link (keep it to yourself): ${input.joinUrl}`,
    location: input.joinUrl,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
