import type { WebinarSession } from '@meridian/contracts/webinars';
import { formatSessionStart } from '../../lib/datetime';

/** The session filter's choices, soonest first: "Title · Tue, Dec 1, 2026 · 7:00 PM EST". */
export function sessionOptions(sessions: WebinarSession[]): { value: string; label: string }[] {
  return [...sessions]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((session) => ({
      value: String(session.id),
      label: `${session.title} · ${formatSessionStart(session.startsAt, session.timezone)}${
        session.status === 'cancelled' ? ' (cancelled)' : ''
      }`,
    }));
}
