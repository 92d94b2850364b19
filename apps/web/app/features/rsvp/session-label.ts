import type { CalendarItem } from '@meridian/contracts/webinars';
import { formatSessionStart } from '../../lib/datetime';

export const FULL_SUFFIX = '— Full, join the waitlist';

/** A Date dropdown label: the start in the visitor's zone, and whether it is full. */
export function sessionOptionLabel(session: CalendarItem, timeZone: string, offered = false): string {
  const start = formatSessionStart(session.startsAt, timeZone);
  if (offered) return `${start} — your waitlist offer`;
  return session.seatsLeft > 0 ? start : `${start} ${FULL_SUFFIX}`;
}

/** "12 seats left", "1 seat left", "Full". */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full';
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}
