import { TRACKING_PATHS } from '@meridian/contracts/campaigns';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC } from '../../lib/access';
import type { TrackingService } from './tracking.service';
import { unsubscribePage } from './unsubscribe-page';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FORM_BODY_LIMIT = 4096;

interface TokenParams {
  token: string;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .send(body);
}

/**
 * The public tracking paths (no sign-in, no cookies): open pixel, click redirect, unsubscribe page and
 * the RFC 8058 one-click POST. In their own scope, so the POST accepts the form bodies mail clients
 * send (`List-Unsubscribe=One-Click`, urlencoded or multipart), which it does not need to read.
 */
export async function trackingRoutes(
  app: FastifyInstance,
  tracking: TrackingService,
  siteName: () => Promise<string>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
      done(null, null),
    );

    scope.get<{ Params: TokenParams }>(TRACKING_PATHS.open, { config: { access: PUBLIC } }, async (request, reply) => {
      await tracking.open(request.params.token);
      return reply.header('cache-control', 'no-store, max-age=0').header('content-type', 'image/gif').send(PIXEL);
    });

    scope.get<{ Params: TokenParams }>(TRACKING_PATHS.click, { config: { access: PUBLIC } }, async (request, reply) => {
      const url = await tracking.click(request.params.token);
      if (!url) {
        return reply.code(404).header('cache-control', 'no-store').send({ success: false, message: 'Link not found' });
      }
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);
    });

    const unsubscribe = async (request: { params: TokenParams; url: string }, reply: FastifyReply, act: boolean) => {
      const view = act
        ? await tracking.unsubscribe(request.params.token)
        : await tracking.unsubscribeView(request.params.token);
      return html(reply, view.kind === 'invalid' ? 404 : 200, unsubscribePage(view, await siteName(), request.url));
    };
    scope.get<{ Params: TokenParams }>(TRACKING_PATHS.unsubscribe, { config: { access: PUBLIC } }, (request, reply) =>
      unsubscribe(request, reply, false),
    );
    scope.post<{ Params: TokenParams }>(TRACKING_PATHS.unsubscribe, { config: { access: PUBLIC } }, (request, reply) =>
      unsubscribe(request, reply, true),
    );
  });
}
