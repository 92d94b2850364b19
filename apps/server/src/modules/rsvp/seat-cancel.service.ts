import { SEAT_CANCEL_MESSAGES, SEAT_CANCEL_PAGE_PATH, type SeatCancelView } from '@meridian/contracts/rsvp-self-cancel';
import { refundDeadline } from '@meridian/contracts/settings-refund-policy';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';
import {
  parseSeatCancelToken,
  refundableAt,
  SEAT_CANCEL_SIGNING_CONTEXT,
  seatCancelToken,
} from './seat-cancel-link.rules';
import type { SeatEmails } from './seat-emails.service';
import { SEAT_PAYMENT_KIND, seatSubject } from './seat-payment-kind.rules';
import type { OfferFreedSeats } from './seat-release.service';

type Deps = Pick<RsvpDeps, 'orm' | 'webinars' | 'payments' | 'mail' | 'domainEvents' | 'now' | 'signer'>;

/**
 * Ends a paid seat without moving money (an admin's cancel, or its holder's outside the refund
 * policy): in one transaction under the session's lock the seat is cancelled once, `rsvp.cancelled`
 * published with who did it, the holder emailed and the seat offered to the waitlist. False when
 * the seat was no longer paid (a second click, a refund first).
 */
export function createPaidSeatCancel(
  deps: Pick<Deps, 'orm' | 'webinars' | 'mail' | 'domainEvents' | 'now'>,
  parts: { emails: SeatEmails; offerFreedSeats: OfferFreedSeats },
) {
  return async function cancelPaidSeat(registration: RegistrationRow, by: 'admin' | 'attendee'): Promise<boolean> {
    const done = await inTransaction(deps.orm, async (db) => {
      const session = await deps.webinars.lock(db, registration.sessionId);
      const now = deps.now();
      const row = await registrations.transition(db, registration.id, ['paid'], 'cancelled', { cancelledAt: now }, now);
      if (!row || !session) return false;
      await deps.domainEvents.publish(db, 'rsvp.cancelled', { registrationId: row.id, sessionId: session.id, by });
      if (by === 'admin') await parts.emails.registrationCancelled(db, row, session);
      else await parts.emails.selfCancelled(db, row, session);
      await parts.offerFreedSeats(db, session.id);
      return true;
    });
    deps.mail.kick();
    deps.domainEvents.kick();
    return done;
  };
}
export type CancelPaidSeat = ReturnType<typeof createPaidSeatCancel>;

/** The seat's own cancel page, as the paid confirmation links it. */
export function seatCancelUrl(deps: Pick<RsvpDeps, 'signer' | 'publicUrl'>) {
  return (registrationId: number) =>
    `${deps.publicUrl}${SEAT_CANCEL_PAGE_PATH}?t=${seatCancelToken(
      registrationId,
      deps.signer.sign(String(registrationId), SEAT_CANCEL_SIGNING_CONTEXT),
    )}`;
}

/**
 * A paid seat's own cancel page (docs/product.md, Cancelling your own seat;
 * docs/decisions/2026-11-27-self-cancel.md): the signed link in the paid confirmation shows the seat
 * and the refund policy; cancelling inside the policy refunds in full through the ledger (whose
 * handler frees the seat, emails the refund and offers the waitlist), outside it cancels without a
 * refund. A second click or a reused link answers the seat as it is now.
 */
export function createSeatCancel(deps: Deps & Pick<RsvpDeps, 'refundPolicy'>, cancelPaidSeat: CancelPaidSeat) {
  /** The registration id a token names; 404 for a token that was never ours. */
  function registrationIdOf(token: string): number {
    const parsed = parseSeatCancelToken(token);
    const valid =
      parsed && deps.signer.verify(String(parsed.registrationId), SEAT_CANCEL_SIGNING_CONTEXT, parsed.signature);
    if (!parsed || !valid) throw new AppError('NOT_FOUND', SEAT_CANCEL_MESSAGES.notFound);
    return parsed.registrationId;
  }

  async function view(token: string) {
    const registrationId = registrationIdOf(token);
    // The payment is read before the seat: a refund that commits between the two reads then shows as
    // a refunded seat, never as a paid seat whose payment can no longer be refunded (a double click).
    const payment = await deps.payments.bySubject(deps.orm, SEAT_PAYMENT_KIND, seatSubject(registrationId));
    const registration = await registrations.byId(deps.orm, registrationId);
    const session = registration && (await deps.webinars.findById(deps.orm, registration.sessionId));
    if (!registration || !session) throw new AppError('NOT_FOUND', SEAT_CANCEL_MESSAGES.notFound);
    const policy = await deps.refundPolicy(deps.orm);
    const now = deps.now();
    const open = session.status === 'scheduled' && session.startsAt > now;
    const state: SeatCancelView['state'] =
      registration.status === 'paid'
        ? open
          ? 'paid'
          : 'other'
        : registration.status === 'cancelled' || registration.status === 'refunded'
          ? registration.status
          : 'other';
    const refundable =
      state === 'paid' &&
      payment?.status === 'paid' &&
      refundableAt(policy, session.startsAt, now, payment.amountCents - payment.refundedCents);
    const deadline = refundDeadline(policy, session.startsAt);
    const result: SeatCancelView = {
      state,
      reference: registration.reference,
      firstName: registration.firstName,
      sessionTitle: session.title,
      startsAt: session.startsAt.toISOString(),
      timezone: session.timezone,
      // What was paid, tax added at checkout included: what a refund in full gives back.
      amountCents: payment?.amountCents ?? registration.amountCents,
      currency: registration.currency,
      policy,
      refundable,
      refundDeadline: deadline?.toISOString() ?? null,
    };
    return { result, registration, paymentId: refundable ? payment?.id : undefined };
  }

  return {
    status: async (token: string): Promise<SeatCancelView> => (await view(token)).result,

    async cancel(token: string, wantsRefund: boolean): Promise<SeatCancelView> {
      const { result, registration, paymentId } = await view(token);
      if (result.state !== 'paid') return result;
      if (paymentId !== undefined) {
        try {
          await deps.payments.refund(paymentId);
        } catch (error) {
          // A second click got there first: the ledger records a refund once (docs/architecture.md, Billing ledger).
          if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
        }
      } else if (wantsRefund) {
        throw new AppError('CONFLICT', SEAT_CANCEL_MESSAGES.refundGone);
      } else {
        await cancelPaidSeat(registration, 'attendee');
      }
      return (await view(token)).result;
    },
  };
}
export type SeatCancel = ReturnType<typeof createSeatCancel>;
