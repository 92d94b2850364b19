import type { z } from 'zod';
import { wholeNumber } from './fields';

/** How long a registration holds its seat unpaid when RSVP_HOLD_MINUTES is not set. */
export const DEFAULT_HOLD_MINUTES = 30;

/** The environment keys of seat holds, waitlist offers and the booking form's proof-of-work. */
export const rsvpEnv = {
  RSVP_HOLD_MINUTES: wholeNumber(30, 1440).default(DEFAULT_HOLD_MINUTES),
  RSVP_CHALLENGE_COST: wholeNumber(1, 100_000).default(1_000),
  RSVP_CHALLENGE_MAX_COUNTER: wholeNumber(2, 1_000_000).default(5_000),
  WAITLIST_OFFER_HOURS: wholeNumber(1, 168).default(12),
};

type RsvpEnv = z.output<z.ZodObject<typeof rsvpEnv>>;

export interface RsvpConfig {
  /** How long a pending registration holds its seat (and its checkout stays open). */
  holdMinutes: number;
  /** How long a waitlist offer keeps a freed seat for the person offered it. */
  waitlistOfferHours: number;
  /**
   * The booking form's proof-of-work (docs/decisions/2026-11-27-seat-hold-limits.md): PBKDF2
   * iterations per try, and the largest counter; about a second of a phone's background work.
   */
  challenge: { cost: number; maxCounter: number };
}

export function rsvpConfig(e: RsvpEnv): RsvpConfig {
  return {
    holdMinutes: e.RSVP_HOLD_MINUTES,
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
    challenge: { cost: e.RSVP_CHALLENGE_COST, maxCounter: e.RSVP_CHALLENGE_MAX_COUNTER },
  };
}
