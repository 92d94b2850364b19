import {
  createCheckout,
  getRegistrationStatus,
  getRsvpChallenge,
  registerRsvp,
  releaseRegistration,
} from '@meridian/contracts/rsvp';
import { getWaitlistOffer, joinWaitlist } from '@meridian/contracts/rsvp-waitlist';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { Rsvp } from './rsvp.module';

/** The visitor's RSVP API: public, rate limited per address; the registration reference is the bearer. */
export function rsvpRoutes(
  app: FastifyInstance,
  rsvp: Rsvp,
  referrerOf: (cookieHeader: string | undefined) => Promise<number | null> = async () => null,
): void {
  const write = { access: PUBLIC, rateLimitPerMinute: 30 };
  registerEndpoint(app, getRsvpChallenge, { access: PUBLIC, rateLimitPerMinute: 60 }, () =>
    rsvp.registrations.challenge(),
  );
  // The server's attribution cookie, when there is one, names the referrer (docs/product.md,
  // Affiliate commissions and payouts); the form's stored referral is the fallback. The limits per
  // visitor count the request's address as the server derives it (TRUST_PROXY aware).
  registerEndpoint(app, registerRsvp, write, async ({ body, request }) =>
    rsvp.registrations.register(
      { ...body, affiliateId: (await referrerOf(request.headers.cookie)) ?? body.affiliateId },
      request.ip,
    ),
  );
  registerEndpoint(app, createCheckout, write, ({ body }) => rsvp.registrations.checkout(body.reference));
  registerEndpoint(app, getRegistrationStatus, { access: PUBLIC, rateLimitPerMinute: 120 }, ({ params }) =>
    rsvp.registrations.status(params.reference),
  );
  registerEndpoint(app, releaseRegistration, write, ({ params }) => rsvp.registrations.release(params.reference));
  registerEndpoint(app, joinWaitlist, { access: PUBLIC, rateLimitPerMinute: 20, status: 201 }, ({ body }) =>
    rsvp.waitlist.join(body),
  );
  registerEndpoint(app, getWaitlistOffer, { access: PUBLIC, rateLimitPerMinute: 60 }, ({ params }) =>
    rsvp.waitlist.offer(params.token),
  );
}
