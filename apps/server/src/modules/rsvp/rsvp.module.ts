import type { Orm } from '../../db/database';
import { createCloseCheckout } from './close-checkout';
import { createFulfilment } from './fulfilment';
import { createRefundLedger } from './refund-ledger';
import { createRefunds } from './refunds';
import { createRegistrationService } from './registration.service';
import { registrationsRepository } from './registrations.repository';
import { remindersRepository } from './reminders.repository';
import { createRsvpAdminService } from './rsvp-admin.service';
import type { RsvpDeps } from './rsvp-deps';
import { createRsvpTasks } from './rsvp.jobs';
import { createSeatEmails } from './seat-emails';
import { createSeatRelease } from './seat-release';
import { createSessionCancellation } from './session-cancellation';
import { createWaitlistService } from './waitlist.service';

/** The RSVP domain, wired once: the visitor flow, fulfilment, admin operations and background tasks. */
export function createRsvp(deps: RsvpDeps) {
  const emails = createSeatEmails(deps);
  const offerFreedSeats = createSeatRelease(deps, emails);
  const applyRefund = createRefundLedger(deps, emails, offerFreedSeats);
  const fulfilment = createFulfilment(deps, emails, offerFreedSeats, applyRefund);
  const closeCheckout = createCloseCheckout(deps, fulfilment, offerFreedSeats);
  const refundPayment = createRefunds(deps, applyRefund);
  const parts = { emails, offerFreedSeats, closeCheckout, refundPayment, fulfilment };

  return {
    registrations: createRegistrationService(deps, closeCheckout, emails),
    waitlist: createWaitlistService(deps),
    admin: createRsvpAdminService(deps, parts),
    fulfilment,
    refundPayment,
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
