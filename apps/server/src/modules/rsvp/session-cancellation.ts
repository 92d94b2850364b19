import { SESSION_MESSAGES } from '@meridian/contracts/events';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { CloseCheckout } from './close-checkout';
import { registrationsRepository as registrations } from './registrations.repository';
import type { RsvpDeps } from './rsvp-deps';
import { SEAT_PAYMENT_KIND, seatSubject } from './seat-payment-kind';
import type { SeatEmails } from './seat-emails';
import { waitlistRepository } from './waitlist.repository';

/**
 * Cancels a session: it leaves the calendar at once, open checkouts close, everyone registered is
 * told, and paid seats are refunded. A refund the provider refuses stays listed as paid; the
 * reconciliation job retries it.
 */
export function createSessionCancellation(
  deps: Pick<RsvpDeps, 'orm' | 'events' | 'payments' | 'mail' | 'now' | 'log'>,
  parts: { emails: SeatEmails; closeCheckout: CloseCheckout },
) {
  return async function cancelSession(id: number) {
    const pending = await inTransaction(deps.orm, async (db) => {
      const session = await deps.events.lock(db, id);
      if (!session) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
      if (session.status === 'cancelled') throw new AppError('CONFLICT', SESSION_MESSAGES.alreadyCancelled);
      await deps.events.markCancelled(db, id, deps.now());
      await waitlistRepository.removeOpen(db, id);
      return registrations.forSession(db, id, ['pending']);
    });

    let released = 0;
    for (const row of pending) {
      await parts.closeCheckout(row, 'cancelled');
      await inTransaction(deps.orm, async (db) => {
        const found = await registrations.withSession(db, row.id);
        if (found?.registration.status !== 'cancelled') return;
        released += 1;
        await parts.emails.sessionCancelled(db, found.registration, found.session, false);
      });
    }

    let refunded = 0;
    let refundFailures = 0;
    for (const row of await registrations.forSession(deps.orm, id, ['paid'])) {
      const payment = await deps.payments.bySubject(deps.orm, SEAT_PAYMENT_KIND, seatSubject(row.id));
      if (!payment) continue;
      try {
        await deps.payments.refund(payment.id);
        refunded += 1;
      } catch (error) {
        refundFailures += 1;
        deps.log.error({ err: error, registrationId: row.id }, 'refund for a cancelled session failed; will retry');
      }
    }
    deps.mail.kick();
    return { refunded, released, refundFailures };
  };
}
