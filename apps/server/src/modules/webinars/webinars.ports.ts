import type { SeatCountsQuery } from './webinars.repository';

/** What the webinars module needs from others, filled in modules.ts. */
export interface WebinarsPorts {
  /** The site's seat price and currency (settings), a new session's default. */
  defaultPrice: () => Promise<{ priceCents: number; currency: string }>;
  /** How seats are taken, counted by RSVP (which owns registrations and the waitlist). */
  seatCounts: SeatCountsQuery;
}
