import { inTransaction } from '../../db/transaction';
import { defineSubscriber } from '../../core/events/subscriber';
import type { CloseCheckout, OnHoldEnded } from './close-checkout.service';
import { registrationsRepository as registrations } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';
import { SEAT_PAYMENT_KIND, seatSubject } from './seat-payment-kind.rules';
import type { SeatEmails } from './seat-emails.service';
import { waitlistRepository } from './waitlist.repository';

/** What happened to a cancelled session's seats, as the admin's cancel request answers it. */
export interface CancellationOutcome {
  refunded: number;
  released: number;
  refundFailures: number;
}

/** Some refunds failed after everything else was done; the delivery is retried for those. */
export class RefundsOutstanding extends Error {
  constructor(readonly outcome: CancellationOutcome) {
    super(`${outcome.refundFailures} refund(s) for a cancelled session failed; the delivery will retry them`);
  }
}

/**
 * A session was cancelled (`webinar.cancelled`): open waitlist entries close, held seats' checkouts
 * close and those attendees are told, and paid seats are refunded (the refund tells them). Every
 * step checks current state and refunds use the ledger's idempotency keys, so a run that stopped
 * half-way finishes on the next try without telling or refunding anyone twice. A refund the provider
 * refuses fails the try after the rest is done; the bus retries it (and reconciliation as before).
 */
export function createSessionCancellation(
  deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'payments' | 'mail' | 'domainEvents' | 'log'>,
  parts: { emails: SeatEmails; closeCheckout: CloseCheckout },
) {
  const tell: OnHoldEnded = (db, ended, session) => parts.emails.sessionCancelled(db, ended, session, false);

  async function releaseHolds(sessionId: number): Promise<number> {
    await inTransaction(deps.orm, async (db) => {
      await deps.webinars.lock(db, sessionId);
      await waitlistRepository.removeOpen(db, sessionId);
    });
    let released = 0;
    for (const row of await registrations.forSession(deps.orm, sessionId, ['pending'])) {
      if (await parts.closeCheckout(row, 'cancelled', tell)) released += 1;
    }
    return released;
  }

  async function refundPaidSeats(sessionId: number) {
    let refunded = 0;
    let refundFailures = 0;
    for (const row of await registrations.forSession(deps.orm, sessionId, ['paid'])) {
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
    return { refunded, refundFailures };
  }

  const subscriber = defineSubscriber({
    name: 'rsvp.session-cancellation',
    on: ['webinar.cancelled'],
    transactional: false,
    async handle(_db, event): Promise<CancellationOutcome> {
      const { sessionId } = event.payload;
      const released = await releaseHolds(sessionId);
      const outcome = { released, ...(await refundPaidSeats(sessionId)) };
      deps.mail.kick();
      if (outcome.refundFailures > 0) throw new RefundsOutstanding(outcome);
      return outcome;
    },
  });

  return {
    subscriber,

    /**
     * Delivers a `webinar.cancelled` event to this subscriber now, for the admin's request, and
     * resolves what happened to the seats. The delivery is recorded as the queued one would be, so
     * the queued copy finds it done, or retries what failed. The caller kicks the bus afterwards.
     */
    async deliverNow(eventId: string): Promise<CancellationOutcome> {
      try {
        const delivery = await deps.domainEvents.deliverNow(eventId, subscriber.name);
        if (delivery.outcome === 'delivered') return delivery.result as CancellationOutcome;
        return { refunded: 0, released: 0, refundFailures: 0 };
      } catch (error) {
        if (error instanceof RefundsOutstanding) return error.outcome;
        throw error;
      }
    },
  };
}
