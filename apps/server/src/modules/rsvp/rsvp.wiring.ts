import { createCloseCheckout } from './close-checkout';
import { createRegistrationService } from './registration.service';
import { createRescheduleNotices } from './reschedule-notices';
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
 * payments), its domain-event subscribers (a moved session's invitations, a cancelled session's
 * seats), admin operations and background tasks.
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
  const sessionCancellation = createSessionCancellation(deps, parts);

  return {
    registrations: createRegistrationService(deps, closeCheckout, emails),
    waitlist: createWaitlistService(deps),
    admin: createRsvpAdminService(deps, parts),
    /** Resolves what a cancelled session's seats became, for the admin's cancel request. */
    sessionCancellationOutcome: sessionCancellation.deliverNow,
    tasks: createRsvpTasks(deps, parts),
    /** Its domain-event subscribers: a moved session's invitations, a cancelled session's seats. */
    subscribers: [createRescheduleNotices(deps, emails), sessionCancellation.subscriber],
  };
}
export type Rsvp = ReturnType<typeof createRsvp>;
