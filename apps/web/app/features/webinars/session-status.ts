import type { WebinarSession } from '@meridian/contracts/webinars';

export type SessionState = 'scheduled' | 'ended' | 'cancelled';

/** What the admin sees: cancelled, or scheduled until its end time has passed. */
export function sessionState(session: WebinarSession, now = Date.now()): SessionState {
  if (session.status === 'cancelled') return 'cancelled';
  const end = Date.parse(session.startsAt) + session.durationMinutes * 60_000;
  return end <= now ? 'ended' : 'scheduled';
}

/** Badge text and a colour dark enough for white text (WCAG AA). */
export const SESSION_STATE_BADGE: Record<SessionState, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'teal.9' },
  ended: { label: 'Ended', color: 'gray.7' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
};

/** Seats left for new bookings (never below zero). */
export const seatsLeft = (session: WebinarSession) =>
  Math.max(0, session.capacity - session.seatsPaid - session.seatsHeld);
