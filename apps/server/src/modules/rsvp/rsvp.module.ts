import { createRegistrationPerson, sessionRegistrationIds } from './registration-person';
import type { RsvpHoldLimits } from '@meridian/contracts/rsvp-admin';
import { defineModule, type Platform } from '../../core/module';
import { createProofOfWork } from '../../core/proof-of-work/proof-of-work';
import { addressGroup } from '../../lib/address-group';
import type { Orm } from '../../db/database';
import type { Payments } from '../payments/payments.module';
import type { Mailer } from '../mail/mail.module';
import type { SessionLookups, WebinarsService } from '../webinars/webinars.module';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { registrationFigures } from './registration-figures.repository';
import { rsvpAdminRoutes } from './rsvp-admin.routes';
import { rsvpJobs } from './rsvp.jobs';
import { rsvpRoutes } from './rsvp.routes';
import { createRsvp } from './rsvp.wiring';
import { seatCounts } from './seat-counts.repository';
import { sessionCancellationRoutes } from './session-cancellation.routes';

/** How long the booking form's proof-of-work challenge can be solved and sent (the form asks again after). */
const CHALLENGE_MINUTES = 20;

/** "Name <box@example.com>" → "box@example.com". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Webinar seats: holds, checkout through the ledger, fulfilment, waitlist, reminders, admin RSVP. */
export function createRsvpModule(
  platform: Platform,
  deps: {
    webinars: { service: WebinarsService; sessions: SessionLookups };
    ledger: Payments;
    mailer: Mailer;
    referringAffiliate: (db: Orm, referral: number | string | null) => Promise<number | null>;
    userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>;
    siteNameOn: (db: Orm) => Promise<string>;
    /** The referrer a request's attribution cookie names (last click wins over the page's own `?ref=` copy). */
    referrerOf?: (cookieHeader: string | undefined) => Promise<number | null>;
    /** The settings module's limits on unpaid holds per visitor, read and saved on `db`. */
    holdLimits: {
      get(db: Orm): Promise<RsvpHoldLimits>;
      update(db: Orm, limits: RsvpHoldLimits): Promise<RsvpHoldLimits>;
    };
  },
) {
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
    publicUrl: config.publicUrl,
    organizerEmail: addressOf(config.mail.from),
    holdMinutes: config.rsvp.holdMinutes,
    waitlistOfferHours: config.rsvp.waitlistOfferHours,
    holdLimits: deps.holdLimits,
    proofOfWork,
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
      /** Registrations for the KPI, by the day they were made. */
      figures: registrationFigures,
    }),
    routes(app) {
      rsvpRoutes(app, rsvp, deps.referrerOf);
      rsvpAdminRoutes(app, rsvp);
      sessionCancellationRoutes(app, { cancel: cancelSession }, deps.webinars.service);
      calendarFeedRoutes(app, {
        webinars: deps.webinars.service,
        siteName: () => deps.siteNameOn(platform.orm),
        publicUrl: config.publicUrl,
        now: platform.now,
      });
    },
    jobs: () => rsvpJobs(rsvp.tasks),
    cleanups: [proofOfWork.cleanup],
    subscribers: rsvp.subscribers,
  });
}
