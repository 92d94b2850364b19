import type { ComboboxItem } from '@mantine/core';
import type { CalendarItem } from '@meridian/contracts/webinars';
import type { Prices } from '@meridian/contracts/settings';
import { formatDuration, formatSessionStart } from '../../lib/datetime';
import { seatsLeftText, sessionOptionLabel } from './session-label';

export interface SessionChoice {
  options: ComboboxItem[];
  chosen: CalendarItem | null;
  /** The chosen session has no seat for this visitor: the modal offers its waitlist. */
  full: boolean;
  priceCents: number;
  currency: string;
  /** Title, length and seats of the chosen session, shown under the Date field. */
  description: string | undefined;
  /** "Options Basics, Thu, Mar 14, 2030 · 7:00 PM EDT": the chosen session in words. */
  summary: string;
}

/**
 * What the Date dropdown shows and what the choice means. A session offered from its waitlist
 * counts as open for the visitor holding the offer, though others see it full.
 */
export function sessionChoice(
  sessions: CalendarItem[],
  date: string,
  prices: Prices,
  timeZone: string,
  offeredSessionId: number | null,
): SessionChoice {
  const offered = (session: CalendarItem) => session.id === offeredSessionId;
  const chosen = sessions.find((session) => String(session.id) === date) ?? null;
  const seats = chosen && (offered(chosen) ? 'a seat is held for you' : seatsLeftText(chosen.seatsLeft));
  return {
    options: sessions.map((session) => ({
      value: String(session.id),
      label: sessionOptionLabel(session, timeZone, offered(session)),
    })),
    chosen,
    full: chosen !== null && chosen.seatsLeft <= 0 && !offered(chosen),
    priceCents: chosen?.priceCents ?? prices.rsvpCents,
    currency: chosen?.currency ?? prices.currency,
    description: chosen ? `${chosen.title} · ${formatDuration(chosen.durationMinutes)} · ${seats}` : undefined,
    summary: chosen ? `${chosen.title}, ${formatSessionStart(chosen.startsAt, timeZone)}` : '',
  };
}
