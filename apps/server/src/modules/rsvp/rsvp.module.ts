import type { Orm } from '../../db/database';
import { createCloseCheckout } from './close-checkout';
import { createRegistrationService } from './registration.service';
import { registrationsRepository } from './registrations.repository';
import { remindersRepository } from './reminders.repository';
import { createRsvpAdminService } from './rsvp-admin.service';
import type { RsvpDeps } from './rsvp-deps';
import { createRsvpTasks } from './rsvp.jobs';
import { createSeatEmails } from './seat-emails';
import { createSeatPaymentHandler } from './seat-payment-handler';
import { SEAT_PAYMENT_KIND } from './seat-payment-kind';
import { createSeatRefund } from './seat-refund';
import { createSeatRelease } from './seat-release';
import { createSessionCancellation } from './session-cancellation';
import { createWaitlistService } from './waitlist.service';

/**
 * The RSVP domain, wired once: the visitor flow, the seat's payment handler (registered with
 * payments), admin operations and background tasks.
 */
export function createRsvp(deps: RsvpDeps) {
  const emails = createSeatEmails(deps);
  const offerFreedSeats = createSeatRelease(deps, emails);
  const seatRefund = createSeatRefund(deps, emails, offerFreedSeats);
  // Checkouts opened before payment kinds existed carry no kind: they are all seats.
  deps.payments.handle(SEAT_PAYMENT_KIND, createSeatPaymentHandler(deps, emails, offerFreedSeats, seatRefund), {
    untagged: true,
  });
  const closeCheckout = createCloseCheckout(deps, offerFreedSeats);
  const parts = { emails, offerFreedSeats, closeCheckout };

  return {
    registrations: createRegistrationService(deps, closeCheckout, emails),
    waitlist: createWaitlistService(deps),
    admin: createRsvpAdminService(deps, parts),
    cancelSession: createSessionCancellation(deps, parts),
    tasks: createRsvpTasks(deps, parts),

    /** The session moved: paid attendees get an updated invitation and their reminders re-arm. */
    async onRescheduled(db: Orm, sessionId: number): Promise<void> {
      await remindersRepository.resetForSession(db, sessionId);
      const session = await deps.events.lock(db, sessionId);
      if (!session) return;
      for (const row of await registrationsRepository.forSession(db, sessionId, ['paid'])) {
        await emails.confirmation(db, row, session, `rescheduled:${session.startsAt.toISOString()}`);
      }
      deps.mail.kick();
    },
  };
}
export type Rsvp = ReturnType<typeof createRsvp>;
