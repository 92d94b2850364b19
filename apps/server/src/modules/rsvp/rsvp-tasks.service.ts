import { inTransaction } from '../../db/transaction';
import type { CloseCheckout } from './close-checkout.service';
import { registrationsRepository as registrations } from './registrations.repository';
import { dueReminders } from './due-reminders.service';
import { remindersRepository, type ReminderKind } from './reminders.repository';
import type { RsvpDeps } from './rsvp.ports';
import { SEAT_PAYMENT_KIND, SEAT_SUBJECT_TYPE } from './seat-payment-kind.rules';
import type { SeatEmails } from './seat-emails.service';
import type { OfferFreedSeats } from './seat-release.service';
import { waitlistRepository } from './waitlist.repository';

const BATCH = 200;

export interface RsvpJobParts {
  emails: SeatEmails;
  offerFreedSeats: OfferFreedSeats;
  closeCheckout: CloseCheckout;
}

/** The RSVP's durable background work; each step is safe to run twice or on two instances. */
export function createRsvpTasks(deps: RsvpDeps, parts: RsvpJobParts) {
  return {
    /** Holds past their time lose their seat; lapsed waitlist offers pass the seat on. */
    async sweep(): Promise<{ expired: number; lapsed: number }> {
      const now = deps.now();
      const overdue = await registrations.pendingPastHold(deps.orm, now, BATCH);
      for (const row of overdue) await parts.closeCheckout(row, 'expired');
      const lapsed = await waitlistRepository.lapsedOffers(deps.orm, now, BATCH);
      for (const offer of lapsed) {
        await inTransaction(deps.orm, async (db) => {
          await deps.webinars.lock(db, offer.sessionId);
          await waitlistRepository.setStatus(db, offer.id, 'lapsed');
          await parts.offerFreedSeats(db, offer.sessionId);
        });
      }
      if (lapsed.length > 0) deps.mail.kick();
      return { expired: overdue.length, lapsed: lapsed.length };
    },

    async sendReminders(): Promise<number> {
      let sent = 0;
      for (const kind of ['1h', '24h'] as ReminderKind[]) {
        for (const due of await dueReminders(deps, kind, deps.now(), BATCH)) {
          await inTransaction(deps.orm, async (db) => {
            if (!(await remindersRepository.claim(db, due.registration.id, kind))) return;
            await parts.emails.reminder(db, due.registration, due.session, kind);
            sent += 1;
          });
        }
      }
      if (sent > 0) deps.mail.kick();
      return sent;
    },

    /** Asks the provider about checkouts we have not heard back on, and retries refunds that failed. */
    async reconcile(): Promise<{ checked: number; refunded: number }> {
      const before = new Date(deps.now().getTime() - 5 * 60_000);
      const open = await registrations.pendingWithCheckout(deps.orm, before, BATCH);
      for (const row of open) {
        if (!row.checkoutSessionId) continue;
        try {
          const checkout = await deps.payments.retrieveCheckout(row.checkoutSessionId);
          if (checkout.status === 'complete' && checkout.paymentStatus !== 'unpaid') {
            await deps.payments.intake({
              id: `reconcile:${checkout.id}:completed`,
              type: 'checkout.completed',
              checkout,
            });
          } else if (checkout.status === 'expired') {
            await deps.payments.intake({
              id: `reconcile:${checkout.id}:expired`,
              type: 'checkout.expired',
              checkout,
            });
          }
        } catch (error) {
          deps.log.warn({ err: error, registrationId: row.id }, 'reconciliation could not read a checkout');
        }
      }
      let refunded = 0;
      // Seats paid for but not held: a cancelled session's, or money that came after the hold was released.
      const due = await deps.payments.unrefundedAmong(
        deps.orm,
        SEAT_PAYMENT_KIND,
        SEAT_SUBJECT_TYPE,
        registrations.refundableIds(deps.webinars.cancelledIds()),
        BATCH,
      );
      for (const paymentId of due) {
        try {
          await deps.payments.refund(paymentId);
          refunded += 1;
        } catch (error) {
          deps.log.warn({ err: error, paymentId }, 'refund retry failed');
        }
      }
      return { checked: open.length, refunded };
    },
  };
}
export type RsvpTasks = ReturnType<typeof createRsvpTasks>;
