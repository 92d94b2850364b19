import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import type { Orm } from '../../db/database';
import type { SessionRow } from '../webinars/webinars.module';
import type { RegistrationRow } from './registrations.repository';
import {
  confirmationEmail,
  refundEmail,
  registrationCancelledEmail,
  reminderEmail,
  sessionCancelledEmail,
  waitlistOfferEmail,
  type SeatEmailContext,
} from './rsvp.mail';
import type { RsvpDeps } from './rsvp.ports';
import { duplicateBookingEmail } from './duplicate-booking.mail';
import { newJoinLinkEmail } from './join-link.mail';
import { replayEmail } from './replay.mail';
import { selfCancelledEmail } from './seat-cancel.mail';
import { invitation } from './rsvp-email-parts.mail';
import type { WaitlistRow } from './waitlist.repository';
import { SEAT_PAYMENT_KIND, seatSubject } from './seat-payment-kind.rules';

const summary = (session: SessionRow) => ({
  id: session.id,
  title: session.title,
  startsAt: session.startsAt,
  durationMinutes: session.durationMinutes,
  timezone: session.timezone,
  doorsOpenMinutes: session.doorsOpenMinutes,
});

/** The seat's personal join link (made when it has none), read on the caller's handle. */
export type JoinUrlOf = (db: Orm, registrationId: number) => Promise<string>;

/**
 * Queues the RSVP emails inside the caller's transaction, each with a dedupe key so a retried step
 * (or a webhook delivered twice) never sends a second copy.
 */
export function createSeatEmails(
  deps: Pick<
    RsvpDeps,
    'mail' | 'siteName' | 'publicUrl' | 'organizerEmail' | 'now' | 'refundPolicy' | 'receiptLink' | 'payments'
  >,
  joinUrlOf: JoinUrlOf,
  /** The seat's own cancel page (seat-cancel.service.ts). */
  cancelUrlOf: (registrationId: number) => string,
) {
  async function context(db: Orm, registration: RegistrationRow, session: SessionRow): Promise<SeatEmailContext> {
    return {
      siteName: await deps.siteName(db),
      publicUrl: deps.publicUrl,
      organizerEmail: deps.organizerEmail,
      reference: registration.reference,
      registrationId: registration.id,
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
      timeZone: registration.timeZone ?? session.timezone,
      session: summary(session),
      amountCents: registration.amountCents,
      currency: registration.currency,
      now: deps.now(),
    };
  }

  /** A paid seat's context: with its personal join link. */
  async function paidContext(db: Orm, registration: RegistrationRow, session: SessionRow) {
    return { ...(await context(db, registration, session)), joinUrl: await joinUrlOf(db, registration.id) };
  }

  return {
    /** `version` distinguishes a deliberate re-send (admin, reschedule) from a retry of the same step. */
    async confirmation(db: Orm, registration: RegistrationRow, session: SessionRow, version = 'paid') {
      // What was paid: tax added on top at checkout is in the ledger's amount, not the seat's price.
      const payment = await deps.payments.bySubject(db, SEAT_PAYMENT_KIND, seatSubject(registration.id));
      const mail = confirmationEmail({
        ...(await paidContext(db, registration, session)),
        ...(payment ? { amountCents: payment.amountCents } : {}),
        refundPolicyLine: refundPolicyLine(await deps.refundPolicy(db)),
        cancelUrl: cancelUrlOf(registration.id),
        receiptUrl: await deps.receiptLink(db, registration.id),
      });
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-confirmation:${registration.id}:${version}` });
    },

    /** The seat's fresh join link after an admin revoked the old one; `at` tells one replacement from the next. */
    async newJoinLink(db: Orm, registration: RegistrationRow, session: SessionRow, at: Date) {
      const mail = newJoinLinkEmail(await paidContext(db, registration, session));
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-join-link:${registration.id}:${at.toISOString()}` });
    },

    /**
     * The session's replay is ready: one per seat and replay window (`publishedAt` names the window,
     * so a retried batch never sends a second copy).
     */
    async replay(
      db: Orm,
      registration: RegistrationRow,
      session: SessionRow,
      replay: { publishedAt: Date; expiresAt: Date; attended: boolean },
    ) {
      const mail = replayEmail({ ...(await paidContext(db, registration, session)), ...replay });
      const window = replay.publishedAt.toISOString();
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-replay:${registration.id}:${window}` });
    },

    /** The seat's invitation with its join link, as the join page's "Add to calendar" downloads it. */
    async calendarEntry(db: Orm, registration: RegistrationRow, session: SessionRow): Promise<string> {
      const ctx = await paidContext(db, registration, session);
      return invitation(ctx, 'REQUEST', ctx.joinUrl).content;
    },

    async reminder(db: Orm, registration: RegistrationRow, session: SessionRow, kind: '24h' | '1h') {
      const mail = reminderEmail(await paidContext(db, registration, session), kind);
      const at = session.startsAt.toISOString();
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-reminder:${registration.id}:${kind}:${at}` });
    },

    async sessionCancelled(db: Orm, registration: RegistrationRow, session: SessionRow, refunded: boolean) {
      const mail = sessionCancelledEmail(await context(db, registration, session), refunded);
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-session-cancelled:${registration.id}` });
    },

    async registrationCancelled(db: Orm, registration: RegistrationRow, session: SessionRow) {
      const mail = registrationCancelledEmail(await context(db, registration, session));
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-cancelled:${registration.id}` });
    },

    /** The holder cancelled their own seat outside the refund policy (no money moved). */
    async selfCancelled(db: Orm, registration: RegistrationRow, session: SessionRow) {
      const mail = selfCancelledEmail(await context(db, registration, session));
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-self-cancelled:${registration.id}` });
    },

    /** `hadSeat` false: the payment never bought a seat (late, or a second one for the same person). */
    async refund(db: Orm, registration: RegistrationRow, session: SessionRow, hadSeat = true) {
      const mail = refundEmail(await context(db, registration, session), hadSeat);
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-refund:${registration.id}` });
    },

    /** The holder of `registration` hears that another booking was started with their address. */
    async duplicateBooking(
      db: Orm,
      registration: RegistrationRow,
      session: SessionRow,
      attempt: { secondHold: boolean },
    ) {
      const mail = duplicateBookingEmail({
        ...(await context(db, registration, session)),
        holdExpiresAt: registration.holdExpiresAt,
        checkoutUrl: registration.checkoutUrl,
        secondHold: attempt.secondHold,
      });
      const at = registration.duplicateNoticeAt?.toISOString() ?? deps.now().toISOString();
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-duplicate-booking:${registration.id}:${at}` });
    },

    async waitlistOffer(db: Orm, entry: WaitlistRow, session: SessionRow) {
      const mail = waitlistOfferEmail({
        siteName: await deps.siteName(db),
        publicUrl: deps.publicUrl,
        firstName: entry.firstName,
        email: entry.email,
        timeZone: entry.timeZone ?? session.timezone,
        session: summary(session),
        offerUrl: `${deps.publicUrl}/rsvp?offer=${encodeURIComponent(entry.offerToken ?? '')}`,
        expiresAt: entry.offerExpiresAt ?? deps.now(),
        amountCents: session.priceCents,
        currency: session.currency,
      });
      await deps.mail.enqueue(db, { ...mail, dedupeKey: `rsvp-waitlist-offer:${entry.id}` });
    },
  };
}
export type SeatEmails = ReturnType<typeof createSeatEmails>;
