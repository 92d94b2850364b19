import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import type { RsvpHoldLimits } from '@meridian/contracts/rsvp-admin';
import type { BookingState } from './booking-state.repository';

/** A new hold the limits refuse: the form field it concerns and what the visitor can do. */
export interface HoldRefusal {
  path: 'email' | 'date';
  message: string;
  /** The email already holds a seat in the session: its holder is told (docs/product.md, Webinar seats). */
  byEmail: boolean;
}

/**
 * The limits on unpaid holds per visitor (docs/product.md, Webinar seats; the numbers are admin
 * settings): per email in a session, per source address in a session and over every session. Decided
 * on the booking's state as read under the session's and the source's locks.
 */
export function holdRefusal(limits: RsvpHoldLimits, state: BookingState): HoldRefusal | null {
  if (state.pendingForEmail.length >= limits.perEmailInSession) {
    return { path: 'email', message: RSVP_MESSAGES.holdsPerEmail, byEmail: true };
  }
  if (state.sourceInSession >= limits.perAddressInSession) {
    return { path: 'date', message: RSVP_MESSAGES.holdsPerAddressInSession, byEmail: false };
  }
  if (state.sourceEverywhere >= limits.perAddress) {
    return { path: 'date', message: RSVP_MESSAGES.holdsPerAddress, byEmail: false };
  }
  return null;
}
