import {
  RSVP_MESSAGES,
  type Registration,
  type RegisterRsvp,
  type RegistrationStatusView,
} from '@meridian/contracts/rsvp';
import type { registerRsvpSchema } from '@meridian/contracts/rsvp';
import { answerErrors, keptAnswers } from '@meridian/contracts/webinars-questions';
import type { z } from 'zod';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { landingSource } from '../../lib/visitor';
import { seatsLeft, type SessionRow } from '../webinars/webinars.module';
import type { CloseCheckout } from './close-checkout.service';
import { readBookingState } from './booking-state.repository';
import { holdRefusal, type HoldRefusal } from './hold-limits.rules';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import { toRegistration, toStatusView } from './registration.views';
import type { RsvpDeps } from './rsvp.ports';
import { SEAT_PAYMENT_KIND } from './seat-payment-kind.rules';
import type { SeatEmails } from './seat-emails.service';
import { waitlistRepository, type WaitlistRow } from './waitlist.repository';
import { registrationAnswersRepository as answers } from './registration-answers.repository';

/** The form as the contract reads it; the referrer is the cookie's user id, or the browser's referral as sent. */
type RegisterInput = Omit<z.output<typeof registerRsvpSchema>, 'affiliateId'> & { affiliateId: number | string | null };
export type { RegisterRsvp };

/** The shortest gap between two notices about other bookings with the same address. */
const DUPLICATE_NOTICE_MINUTES = 10;

/** What the booking form's proof-of-work challenges are for. */
export const SEAT_CHALLENGE_PURPOSE = 'rsvp.register';

const conflictOn = (path: string, message: string) => new AppError('CONFLICT', message, [{ path, message }]);

/** The visitor's side: hold a seat, open its checkout, show its status, let it go. */
export function createRegistrationService(deps: RsvpDeps, closeCheckout: CloseCheckout, emails: SeatEmails) {
  const minutes = (n: number) => n * 60_000;

  async function claimOffer(db: Orm, token: string, sessionId: number, now: Date): Promise<WaitlistRow> {
    const offer = await waitlistRepository.byToken(db, token, true);
    const live = offer?.status === 'offered' && offer.offerExpiresAt && offer.offerExpiresAt > now;
    if (!offer || !live || offer.sessionId !== sessionId) throw conflictOn('date', RSVP_MESSAGES.offerInvalid);
    // The seat the offer held becomes this registration's hold.
    await waitlistRepository.setStatus(db, offer.id, 'claimed');
    return offer;
  }

  async function findByReference(reference: string): Promise<RegistrationRow> {
    const row = await registrations.byReference(deps.orm, reference);
    if (!row) throw new AppError('NOT_FOUND', RSVP_MESSAGES.notFound);
    return row;
  }

  async function statusView(row: RegistrationRow): Promise<RegistrationStatusView> {
    const session = await deps.webinars.findById(deps.orm, row.sessionId);
    if (!session) throw new AppError('NOT_FOUND', RSVP_MESSAGES.notFound);
    return toStatusView(row, session);
  }

  /**
   * A booking was started with an address that already holds an unpaid seat (`earlierId`, the
   * earliest such hold; a new hold `added`, or one the limits refused): its holder hears about it, at
   * most once per registration every few minutes (repeated requests must not flood a stranger's inbox).
   */
  async function noticeEarlierHold(
    db: Orm,
    earlierId: number | undefined,
    session: SessionRow,
    attempt: { secondHold: boolean; now: Date },
  ) {
    if (earlierId === undefined) return;
    const since = new Date(attempt.now.getTime() - minutes(DUPLICATE_NOTICE_MINUTES));
    const claimed = await registrations.claimDuplicateNotice(db, earlierId, attempt.now, since);
    if (claimed) await emails.duplicateBooking(db, claimed, session, { secondHold: attempt.secondHold });
  }

  /**
   * Books the seat with a promo code (docs/product.md, Promo codes): the code's use is taken in this
   * transaction, the price is the discounted one, and an affiliate the code belongs to is credited
   * over a referral cookie naming someone else.
   */
  async function withPromoCode(db: Orm, row: RegistrationRow, code: string, now: Date): Promise<RegistrationRow> {
    const redeemed = await deps.promoCodes.redeem(db, {
      code,
      sessionId: row.sessionId,
      registrationId: row.id,
      email: row.email,
      priceCents: row.amountCents,
    });
    return registrations.update(
      db,
      row.id,
      {
        promoCode: redeemed.code,
        fullAmountCents: redeemed.fullAmountCents,
        amountCents: redeemed.amountCents,
        affiliateId: redeemed.affiliateId ?? row.affiliateId,
      },
      now,
    );
  }

  /** A seat whose price a code took to zero: confirmed through the ledger as a zero payment, no checkout. */
  async function confirmFree(row: RegistrationRow): Promise<void> {
    if (row.status !== 'pending' || row.amountCents !== 0) return;
    await deps.payments.settleWithoutCheckout(SEAT_PAYMENT_KIND, {
      clientReferenceId: row.reference,
      currency: row.currency,
      metadata: {
        registrationId: String(row.id),
        reference: row.reference,
        sessionId: String(row.sessionId),
        affiliateId: String(row.affiliateId ?? 0),
        promoCode: row.promoCode ?? '',
      },
    });
  }

  const successUrl = (reference: string) => `${deps.publicUrl}/rsvp/success?reference=${reference}`;

  return {
    /** A solved challenge for the booking form (docs/product.md, Webinar seats). */
    challenge: () => deps.proofOfWork.challenge(SEAT_CHALLENGE_PURPOSE),

    /**
     * Holds a seat for the visitor at `clientIp` (the request's address as the server derives it,
     * TRUST_PROXY aware): the form's proof-of-work is redeemed first (once), then the limits per
     * visitor and the session's capacity decide.
     */
    async register(input: RegisterInput, clientIp: string): Promise<Registration> {
      if (!(await deps.proofOfWork.redeem(input.altcha, SEAT_CHALLENGE_PURPOSE))) {
        throw new AppError('VALIDATION', RSVP_MESSAGES.challenge);
      }
      const sessionId = Number(input.date);
      // The session's questions are checked before the booking check is spent, so a missed answer
      // costs the visitor nothing (docs/product.md, Registration questions).
      const asked = await deps.webinars.findById(deps.orm, sessionId);
      const problems = asked ? answerErrors(asked.registrationQuestions, input.answers) : [];
      if (problems.length > 0) throw new AppError('VALIDATION', problems[0]?.message ?? '', problems);
      const sourceKey = deps.sourceKeyOf(clientIp);
      // Read before the session's lock: nothing here depends on the seats, so the lock stays short.
      const limits = await deps.holdLimits.get(deps.orm);
      const affiliateId = await deps.referringAffiliate(deps.orm, input.affiliateId);
      let refused: HoldRefusal | null = null;
      const registration = await inTransaction(deps.orm, async (db) => {
        const session = await deps.webinars.lock(db, sessionId);
        const now = deps.now();
        if (!session || session.status !== 'scheduled' || session.startsAt <= now) {
          throw conflictOn('date', RSVP_MESSAGES.sessionClosed);
        }
        const offer = input.offerToken ? await claimOffer(db, input.offerToken, sessionId, now) : undefined;
        // The source's lock serialises its holds over every session, so its counts hold under concurrency.
        await registrations.lockSource(db, sourceKey);
        const state = await readBookingState(db, { sessionId, email: input.email, sourceKey, now });
        // An address with a paid seat is refused: it keeps a real person from being charged twice.
        if (state.paidForEmail) throw conflictOn('email', RSVP_MESSAGES.alreadyRegistered);
        // Everyone else gets a hold of their own, exactly as a first booking would: the answer never
        // reveals or changes another booking made with the same address.
        if (seatsLeft({ capacity: session.capacity, ...state }) === 0)
          throw conflictOn('date', RSVP_MESSAGES.sessionFull);
        const earlierHold = state.pendingForEmail[0];
        // A waitlist offer is a seat already held for its person: the limits per visitor do not apply.
        refused = offer ? null : holdRefusal(limits, state);
        if (refused) {
          // The refusal is answered after the commit, so the holder's notice goes out.
          if (refused.byEmail) await noticeEarlierHold(db, earlierHold, session, { secondHold: false, now });
          return null;
        }
        const inserted = await registrations.insert(db, {
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          timeZone: input.timeZone ?? null,
          sessionId,
          sourceKey,
          email: input.email,
          affiliateId,
          ...landingSource(input, deps.publicUrl),
          status: 'pending',
          amountCents: session.priceCents,
          currency: session.currency,
          holdExpiresAt: new Date(now.getTime() + minutes(deps.holdMinutes)),
          waitlistEntryId: offer?.id ?? null,
        });
        const row = input.promoCode ? await withPromoCode(db, inserted, input.promoCode, now) : inserted;
        await answers.insert(db, row.id, keptAnswers(session.registrationQuestions, input.answers));
        await noticeEarlierHold(db, earlierHold, session, { secondHold: true, now });
        await deps.domainEvents.publish(db, 'rsvp.registered', {
          registrationId: row.id,
          sessionId,
          status: 'pending',
        });
        return toRegistration(row);
      });
      deps.mail.kick();
      if (!registration) {
        const { path, message } = refused ?? { path: 'date', message: RSVP_MESSAGES.sessionFull };
        throw conflictOn(path, message);
      }
      deps.domainEvents.kick();
      if (registration.amountCents > 0) return registration;
      // A code that takes the whole price off: the seat is confirmed now, with no checkout.
      await confirmFree(await findByReference(registration.reference));
      return toRegistration(await findByReference(registration.reference));
    },

    async checkout(reference: string): Promise<{ url: string }> {
      const row = await findByReference(reference);
      const now = deps.now();
      if (row.status === 'paid') return { url: successUrl(reference) };
      if (row.status !== 'pending') throw new AppError('CONFLICT', RSVP_MESSAGES.notPending);
      if (row.holdExpiresAt <= now) throw new AppError('CONFLICT', RSVP_MESSAGES.holdExpired);
      const session = await deps.webinars.findById(deps.orm, row.sessionId);
      if (!session || session.status !== 'scheduled') throw new AppError('CONFLICT', RSVP_MESSAGES.sessionClosed);
      try {
        if (row.checkoutSessionId) {
          const state = await deps.payments.retrieveCheckout(row.checkoutSessionId);
          if (state.status === 'open' && state.url) return { url: state.url };
          if (state.status === 'complete') return { url: successUrl(reference) };
          throw new AppError('CONFLICT', RSVP_MESSAGES.holdExpired);
        }
        if (row.amountCents === 0) {
          await confirmFree(row);
          return { url: successUrl(reference) };
        }
        // The checkout closes when the hold ends: opening it never extends the hold.
        await registrations.claimCheckout(deps.orm, row.id, deps.payments.provider, now);
        const current = await findByReference(reference);
        const checkout = await deps.payments.openCheckout(SEAT_PAYMENT_KIND, {
          clientReferenceId: reference,
          description: `Webinar seat: ${session.title}${current.promoCode ? ` (code ${current.promoCode})` : ''}`,
          amountCents: current.amountCents,
          currency: current.currency,
          customerEmail: current.email,
          metadata: {
            registrationId: String(current.id),
            reference,
            sessionId: String(session.id),
            affiliateId: String(current.affiliateId ?? 0),
            ...(current.promoCode
              ? {
                  promoCode: current.promoCode,
                  fullAmountCents: String(current.fullAmountCents ?? current.amountCents),
                }
              : {}),
          },
          expiresAt: current.holdExpiresAt,
          successUrl: successUrl(reference),
          cancelUrl: `${deps.publicUrl}/rsvp/cancelled?reference=${reference}`,
          idempotencyKey: `checkout-${reference}`,
        });
        await registrations.update(
          deps.orm,
          row.id,
          { checkoutSessionId: checkout.id, checkoutUrl: checkout.url },
          deps.now(),
        );
        return { url: checkout.url };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.error({ err: error, reference }, 'could not open a checkout');
        throw new AppError('UNAVAILABLE', RSVP_MESSAGES.checkoutUnavailable);
      }
    },

    async status(reference: string): Promise<RegistrationStatusView> {
      return statusView(await findByReference(reference));
    },

    /** The visitor came back from checkout without paying: close it and free the seat now. */
    async release(reference: string): Promise<RegistrationStatusView> {
      const row = await findByReference(reference);
      if (row.status === 'pending') await closeCheckout(row, 'released');
      return statusView(await findByReference(reference));
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
