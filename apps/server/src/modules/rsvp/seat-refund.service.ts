import type { Orm } from '../../db/database';
import type { AfterCommit, PaymentRecord } from '../payments/payments.module';
import { registrationsRepository as registrations } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';
import { SEAT_SUBJECT_TYPE } from './seat-payment-kind.rules';
import type { SeatEmails } from './seat-emails.service';
import type { OfferFreedSeats } from './seat-release.service';

const registrationIdOf = (payment: PaymentRecord) =>
  payment.subjectType === SEAT_SUBJECT_TYPE ? Number(payment.subjectId) : undefined;

/**
 * A seat's payment has gone back in full (our refund or the provider's refund event, whichever the
 * ledger saw first): the registration is refunded, the attendee told once, and a paid seat freed.
 */
export function createSeatRefund(
  deps: Pick<RsvpDeps, 'webinars' | 'mail' | 'now'>,
  emails: SeatEmails,
  offerFreedSeats: OfferFreedSeats,
) {
  return {
    /** Session first, then the payment row: the order the seat's payment handler locks in. */
    async lockFor(db: Orm, payment: PaymentRecord): Promise<void> {
      const id = registrationIdOf(payment);
      const registration = id ? await registrations.byId(db, id) : undefined;
      if (registration) await deps.webinars.lock(db, registration.sessionId);
    },

    async onRefunded(db: Orm, payment: PaymentRecord, afterCommit: AfterCommit): Promise<void> {
      afterCommit(() => deps.mail.kick());
      const id = registrationIdOf(payment);
      const registration = id ? await registrations.byId(db, id, true) : undefined;
      if (!registration || registration.status === 'refunded') return;
      const session = await deps.webinars.lock(db, registration.sessionId);
      if (!session) return;
      const now = deps.now();
      const wasPaid = registration.status === 'paid';
      const row = await registrations.update(db, registration.id, { status: 'refunded', refundedAt: now }, now);
      if (session.status === 'cancelled') await emails.sessionCancelled(db, row, session, true);
      // An expired registration's payment never bought a seat (late, or a second one for the same person).
      else await emails.refund(db, row, session, registration.status !== 'expired');
      if (wasPaid) await offerFreedSeats(db, session.id);
    },
  };
}
export type SeatRefund = ReturnType<typeof createSeatRefund>;
