import { TRACKING_PATHS } from '@meridian/contracts/campaigns';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC } from '../../lib/access';
import type { TrackingService } from './tracking.service';
import { unsubscribePage } from './unsubscribe-page.views';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FORM_BODY_LIMIT = 4096;
const INVALID_LINK = 'This unsubscribe link is not valid';

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

    const unsubscribe = async (request: FastifyRequest<{ Params: TokenParams }>, reply: FastifyReply, act: boolean) => {
      const view = act
        ? await tracking.unsubscribe(request.params.token)
        : await tracking.unsubscribeView(request.params.token);
      const page = unsubscribePage(view, await siteName(), request.url);
      if (view.kind !== 'invalid') return html(reply, 200, page);
      // A person's browser gets the page; a mail client or script the API's error envelope.
      if (/text\/html/.test(request.headers.accept ?? '')) return html(reply, 404, page);
      return reply.code(404).header('cache-control', 'no-store').send({ success: false, message: INVALID_LINK });
    };
    scope.get<{ Params: TokenParams }>(TRACKING_PATHS.unsubscribe, { config: { access: PUBLIC } }, (request, reply) =>
      unsubscribe(request, reply, false),
    );
    scope.post<{ Params: TokenParams }>(TRACKING_PATHS.unsubscribe, { config: { access: PUBLIC } }, (request, reply) =>
      unsubscribe(request, reply, true),
    );
  });
}
