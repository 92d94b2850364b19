import {
  getJoinStatus,
  JOIN_CALENDAR_PATH,
  JOIN_LINK_PATH,
  JOIN_PAGE_PATH,
  joinTokenParams,
} from '@meridian/contracts/rsvp-join';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { parseInput } from '../../lib/validation';
import type { JoinLinks } from './join-links.service';

/** Opens of one address per minute, on the link, its page's status and its calendar entry. */
const OPENS_PER_MINUTE = 60;
const limited = { access: PUBLIC, rateLimit: { max: OPENS_PER_MINUTE, timeWindow: 60_000 } };

/**
 * The personal join link (docs/product.md, Joining a session): `/j/<token>` leads into the meeting
 * while the doors are open (302, the join recorded) and to the join page otherwise (303); the page
 * reads the link's status and offers the seat's calendar entry.
 */
export function joinRoutes(
  app: FastifyInstance,
  joins: Pick<JoinLinks, 'open' | 'status'>,
  calendarEntry: (token: string) => Promise<string>,
): void {
  app.get<{ Params: { token: string } }>(JOIN_LINK_PATH, { config: limited }, async (request, reply) => {
    const { token } = request.params;
    const meeting = await joins.open(token, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (meeting) return reply.redirect(meeting, 302);
    return reply.redirect(`${JOIN_PAGE_PATH}?t=${encodeURIComponent(token)}`, 303);
  });

  registerEndpoint(app, getJoinStatus, { access: PUBLIC, rateLimitPerMinute: OPENS_PER_MINUTE }, ({ params }) =>
    joins.status(params.token),
  );

  app.get(JOIN_CALENDAR_PATH, { config: limited }, async (request, reply) => {
    const { token } = parseInput(joinTokenParams, request.params);
    const ics = await calendarEntry(token);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="invitation.ics"')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(ics);
  });
}
