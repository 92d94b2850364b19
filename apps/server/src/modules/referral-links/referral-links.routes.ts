import { listReferralLinks, REFERRAL_REDIRECT_PATH, referralLinkQr } from '@meridian/contracts/referral-links';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { ReferralLinksService } from './referral-links.service';

const OWNERS = rolesOnly('Affiliate', 'Sales', 'Admin');
/** Clicks per minute per client address on the public redirect. */
const REDIRECTS_PER_MINUTE = 120;

export function referralLinksRoutes(app: FastifyInstance, links: ReferralLinksService): void {
  app.get<{ Params: { code: string; kind: string }; Querystring: { sub?: unknown } }>(
    REFERRAL_REDIRECT_PATH,
    { config: { access: PUBLIC, rateLimit: { max: REDIRECTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const location = await links.click({
        code: request.params.code,
        kind: request.params.kind,
        sub: request.query.sub,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
    },
  );

  registerEndpoint(app, listReferralLinks, { access: OWNERS }, ({ query, request }) =>
    links.links(actorOf(request), query.userId),
  );
  registerEndpoint(app, referralLinkQr, { access: OWNERS, rateLimitPerMinute: 120 }, ({ query, request }) =>
    links.qr(actorOf(request), query),
  );
}
