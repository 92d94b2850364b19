import { defineModule, type Platform } from '../../core/module';
import { createProofOfWork } from '../../core/proof-of-work/proof-of-work';
import { addressGroup } from '../../lib/address-group';
import { attendanceRoutes } from './attendance.routes';
import { createAttendance } from './attendance.service';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { createCloseCheckout } from './close-checkout.service';
import { joinRoutes } from './join.routes';
import { createJoinLinks } from './join-links.service';
import { attendanceFigures } from './attendance-figures.repository';
import { registrationFigures } from './registration-figures.repository';
import { createRegistrationPerson, sessionRegistrationIds } from './registration-person.service';
import { createRegistrationService } from './registration.service';
import { createReplayAdmin } from './replay-admin.service';
import { createReplayMailing } from './replay-mailing.service';
import { createReplayViews } from './replay-views.service';
import { replaysRoutes } from './replays.routes';
import { createRescheduleNotices } from './reschedule-notices.service';
import { rsvpAdminRoutes } from './rsvp-admin.routes';
import { createRsvpAdminService } from './rsvp-admin.service';
import { rsvpJobs } from './rsvp.jobs';
import { createRsvpTasks } from './rsvp-tasks.service';
import type { RsvpDeps, RsvpPorts } from './rsvp.ports';
import { rsvpRoutes } from './rsvp.routes';
import { seatCounts } from './seat-counts.repository';
import { segmentRegistrations } from './segment-registrations.repository';
import { createSeatEmails } from './seat-emails.service';
import { createSeatPaymentHandler } from './seat-payment-handler.service';
import { SEAT_PAYMENT_KIND } from './seat-payment-kind.rules';
import { createSeatRefund } from './seat-refund.service';
import { createSeatRelease } from './seat-release.service';
import { createPaidSeatCancel, createSeatCancel, seatCancelUrl } from './seat-cancel.service';
import { seatCancelRoutes } from './seat-cancel.routes';
import { createSessionCancellation } from './session-cancellation.service';
import { sessionCancellationRoutes } from './session-cancellation.routes';
import { createWaitlistService } from './waitlist.service';
import type { Orm } from '../../db/database';
import { registrationsRepository } from './registrations.repository';

/** How long the booking form's proof-of-work challenge can be solved and sent (the form asks again after). */
const CHALLENGE_MINUTES = 20;

/** "Name <box@example.com>" → "box@example.com". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The RSVP domain, wired once: the visitor flow, the seat's payment handler (registered with
 * payments), its domain-event subscribers (a moved session's invitations, a cancelled session's
 * seats), admin operations and background tasks.
 */
function createRsvp(deps: RsvpDeps) {
  const replayViews = createReplayViews(deps);
  const joinLinks = createJoinLinks(deps, replayViews.forJoinPage);
  const emails = createSeatEmails(deps, joinLinks.urlFor, seatCancelUrl(deps));
  const replayMail = createReplayMailing(deps, emails);
  const offerFreedSeats = createSeatRelease(deps, emails);
  const seatRefund = createSeatRefund(deps, emails, offerFreedSeats);
  // Checkouts opened before payment kinds existed carry no kind: they are all seats.
  deps.payments.handle(SEAT_PAYMENT_KIND, createSeatPaymentHandler(deps, emails, offerFreedSeats, seatRefund), {
    untagged: true,
  });
  const closeCheckout = createCloseCheckout(deps, offerFreedSeats);
  const cancelPaidSeat = createPaidSeatCancel(deps, { emails, offerFreedSeats });
  const parts = { emails, offerFreedSeats, closeCheckout, cancelPaidSeat };
  const sessionCancellation = createSessionCancellation(deps, parts);
  const attendance = createAttendance(deps, emails);

  return {
    registrations: createRegistrationService(deps, closeCheckout, emails),
    waitlist: createWaitlistService(deps),
    admin: createRsvpAdminService(deps, parts),
    /** Resolves what a cancelled session's seats became, for the admin's cancel request. */
    sessionCancellationOutcome: sessionCancellation.deliverNow,
    tasks: createRsvpTasks(deps, parts),
    joinLinks,
    /** A paid seat's own cancel page: its view and the cancel (with a refund inside the policy). */
    seatCancel: createSeatCancel(deps, cancelPaidSeat),
    /** The seat's invitation with its join link, for the join page's "Add to calendar". */
    async joinCalendar(token: string): Promise<string> {
      const { registration, session } = await joinLinks.forCalendar(token);
      return emails.calendarEntry(deps.orm, registration, session);
    },
    attendance,
    /** A past session's replay: the admin's panel, its emails, and the views of the replay page. */
    replays: {
      admin: createReplayAdmin(deps, replayMail),
      mail: replayMail,
      recordView: async (token: string) => replayViews.record(await joinLinks.check(token)),
    },
    /** Its domain-event subscribers: a moved session's invitations, a cancelled session's seats. */
    subscribers: [createRescheduleNotices(deps, emails), sessionCancellation.subscriber],
  };
}
export type Rsvp = ReturnType<typeof createRsvp>;

/** Webinar seats: holds, checkout through the ledger, fulfilment, waitlist, reminders, admin RSVP. */
export function createRsvpModule(platform: Platform, deps: RsvpPorts) {
  const { config } = platform;
  const proofOfWork = createProofOfWork({
    orm: platform.orm,
    secrets: platform.secrets,
    now: platform.now,
    ...config.rsvp.challenge,
    lifetimeMinutes: CHALLENGE_MINUTES,
  });
  const rsvp = createRsvp({
    orm: platform.orm,
    webinars: deps.webinars.sessions,
    payments: deps.ledger,
    mail: deps.mailer,
    referringAffiliate: deps.referringAffiliate,
    userNames: deps.userNames,
    domainEvents: platform.events,
    siteName: deps.siteNameOn,
    receiptLink: deps.receiptLink ?? (() => Promise.resolve(null)),
    publicUrl: config.publicUrl,
    organizerEmail: addressOf(config.mail.from),
    holdMinutes: config.rsvp.holdMinutes,
    waitlistOfferHours: config.rsvp.waitlistOfferHours,
    holdLimits: deps.holdLimits,
    refundPolicy: deps.refundPolicy,
    promoCodes: deps.promoCodes,
    proofOfWork,
    signer: platform.secrets,
    storage: platform.storage,
    workers: platform.workers.hub,
    sourceKeyOf: (ip) => platform.secrets.sign(addressGroup(ip), 'rsvp.hold-source'),
    now: platform.now,
    log: platform.log,
  });

  /**
   * The admin's cancel: the session is cancelled and `webinar.cancelled` published in one transaction,
   * then RSVP's subscriber is delivered the event inline so the answer can say what happened to the
   * seats; the kick afterwards dispatches it to every other subscriber (and retries RSVP's if a refund
   * failed).
   */
  async function cancelSession(id: number) {
    const eventId = await deps.webinars.service.cancel(id);
    try {
      return await rsvp.sessionCancellationOutcome(eventId);
    } finally {
      platform.events.kick();
    }
  }

  return defineModule({
    name: 'rsvp',
    api: Object.assign(rsvp, {
      cancelSession,
      person: createRegistrationPerson(deps.webinars.sessions),
      registrationIdsOf: sessionRegistrationIds,
      /** How a session's seats are taken: webinars selects these counts beside its session rows. */
      seatCounts,
      /** Segments' registration, answer and affiliate rules as SQL about an address (contacts' segment compiler). */
      segments: segmentRegistrations,
      /** Registrations for the KPI, by the day they were made, and the attendance of sessions' seats. */
      figures: { ...registrationFigures, ...attendanceFigures },
      /**
       * A seat's price before its promo code, when a code took something off (the receipt's discount
       * line, docs/product.md, Receipts and credit notes); null otherwise.
       */
      async listPriceOf(db: Orm, registrationId: number): Promise<number | null> {
        const row = await registrationsRepository.byId(db, registrationId);
        return row?.promoCode && row.fullAmountCents !== null ? row.fullAmountCents : null;
      },
    }),
    routes(app) {
      rsvpRoutes(app, rsvp, deps.referrerOf);
      rsvpAdminRoutes(app, rsvp);
      joinRoutes(app, rsvp.joinLinks, rsvp.joinCalendar);
      seatCancelRoutes(app, rsvp.seatCancel);
      attendanceRoutes(app, rsvp.attendance);
      replaysRoutes(app, rsvp.replays.admin, rsvp.replays.recordView);
      sessionCancellationRoutes(app, { cancel: cancelSession }, deps.webinars.service);
      calendarFeedRoutes(app, {
        webinars: deps.webinars.service,
        siteName: () => deps.siteNameOn(platform.orm),
        publicUrl: config.publicUrl,
        now: platform.now,
      });
    },
    jobs: () => rsvpJobs(rsvp.tasks, rsvp.attendance, rsvp.replays.mail),
    cleanups: [proofOfWork.cleanup, { name: 'rsvp.join-opens', run: rsvp.attendance.pruneOpens }],
    subscribers: rsvp.subscribers,
    close: () => rsvp.replays.mail.close(),
  });
}
