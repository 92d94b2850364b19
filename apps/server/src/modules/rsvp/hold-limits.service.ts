import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import type { Orm } from '../../db/database';
import { registrationsRepository as registrations } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';

/** A new hold the limits refuse: the form field it concerns and what the visitor can do. */
export interface HoldRefusal {
  path: 'email' | 'date';
  message: string;
  /** The email already holds a seat in the session: its holder is told (docs/product.md, Webinar seats). */
  byEmail: boolean;
}

/**
 * The limits on unpaid holds per visitor (docs/product.md, Webinar seats; the numbers are admin
 * settings): per email in a session, per source address in a session and over every session.
 * Runs inside the booking's transaction, after the session's row lock; takes the source's lock.
 */
export function createHoldLimits(deps: Pick<RsvpDeps, 'holdLimits'>) {
  return {
    async refusal(
      db: Orm,
      hold: { sessionId: number; email: string; sourceKey: string; now: Date },
    ): Promise<HoldRefusal | null> {
      const limits = await deps.holdLimits.get(db);
      const sameEmail = await registrations.pendingForEmail(db, hold.sessionId, hold.email, 0, hold.now);
      if (sameEmail.length >= limits.perEmailInSession) {
        return { path: 'email', message: RSVP_MESSAGES.holdsPerEmail, byEmail: true };
      }
      await registrations.lockSource(db, hold.sourceKey);
      const inSession = await registrations.liveHoldsFrom(db, hold.sourceKey, hold.now, hold.sessionId);
      if (inSession >= limits.perAddressInSession) {
        return { path: 'date', message: RSVP_MESSAGES.holdsPerAddressInSession, byEmail: false };
      }
      if ((await registrations.liveHoldsFrom(db, hold.sourceKey, hold.now)) >= limits.perAddress) {
        return { path: 'date', message: RSVP_MESSAGES.holdsPerAddress, byEmail: false };
      }
      return null;
    },
  };
}
