import { CALENDAR_FEED_PATH } from '@meridian/contracts/webinars';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../lib/access';
import type { WebinarsService } from '../webinars/webinars.module';
import { buildFeed } from './ics.rules';
import { formatDuration } from './rsvp-email-format.mail';

/**
 * GET /api/v1/calendar.ics: the upcoming public sessions as a calendar to subscribe to, beside the
 * per-booking invitation (docs/product.md, Calendar). Only scheduled sessions still to start are
 * listed; join links never are (they go only to paid attendees).
 */
export function calendarFeedRoutes(
  app: FastifyInstance,
  deps: { webinars: WebinarsService; siteName: () => Promise<string>; publicUrl: string; now: () => Date },
): void {
  app.get(
    CALENDAR_FEED_PATH,
    { config: { access: PUBLIC, rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (_request, reply) => {
      const [sessions, siteName] = await Promise.all([deps.webinars.calendar(), deps.siteName()]);
      const origin = deps.publicUrl.replace(/\/$/, '');
      const host = new URL(origin).hostname;
      const body = buildFeed({
        name: `${siteName} webinars`,
        now: deps.now(),
        events: sessions.map((session) => ({
          uid: `session-${session.id}@${host}`,
          title: session.title,
          description: `${session.title} with ${siteName}, ${formatDuration(session.durationMinutes)}. Reserve a seat: ${origin}/rsvp`,
          startsAt: new Date(session.startsAt),
          durationMinutes: session.durationMinutes,
          url: `${origin}/rsvp`,
        })),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="webinars.ics"')
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  );
}
