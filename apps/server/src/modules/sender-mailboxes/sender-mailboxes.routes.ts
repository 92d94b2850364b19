import {
  checkMailboxBounces,
  deleteMarketingCredentials,
  getMailboxConnectOptions,
  getMarketingCredentials,
  MAILBOX_OAUTH_CALLBACK_PATH,
  MARKETING_CREDENTIALS_MESSAGES as M,
  recheckSenderDomain,
  saveMarketingCredentials,
  startMailboxOAuth,
} from '@meridian/contracts/sender-mailboxes';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import { OAUTH_NONCE_COOKIE, type MailboxOAuth } from './mailbox-oauth.service';
import type { SenderMailboxesService } from './sender-mailboxes.service';
import { cookieValue, type Cookies } from '../../lib/cookies';

const SENDERS = rolesOnly('Sales', 'EmailMarketing', 'Admin');
const OAUTH_PATH = '/api/v2/marketingCredentials/oauth';

/** The sender's mailbox (docs/product.md, Email marketing from the sender's own mailbox; Ownership). */
export function senderMailboxesRoutes(
  app: FastifyInstance,
  mailboxes: SenderMailboxesService,
  oauth: MailboxOAuth,
  cookies: Cookies,
): void {
  const owned = {
    resource: 'sender-mailbox',
    notFound: M.notFound,
    ownerOf: ({ query }: { query: { adminId: number } }) => mailboxes.ownerOf(query.adminId),
  };
  // Everyone's mailbox slot is theirs whether or not a mailbox is saved in it: the lookup answers
  // "none saved" to its owner (and admins), and 404 to anyone else, as for a missing row.
  const slot = {
    ...owned,
    ownerOf: ({ query }: { query: { adminId: number } }) => mailboxes.slotOwnerOf(query.adminId),
  };
  registerEndpoint(app, getMarketingCredentials, { access: SENDERS, owned: slot }, ({ query }) =>
    mailboxes.get(query.adminId),
  );
  registerEndpoint(app, saveMarketingCredentials, { access: SENDERS, rateLimitPerMinute: 10 }, ({ body, request }) =>
    mailboxes.save(actorOf(request), body),
  );
  registerEndpoint(app, deleteMarketingCredentials, { access: SENDERS, owned }, ({ query }) =>
    mailboxes.remove(query.adminId),
  );
  registerEndpoint(app, recheckSenderDomain, { access: SENDERS, owned, rateLimitPerMinute: 10 }, ({ query }) =>
    mailboxes.recheckDomain(query.adminId),
  );
  registerEndpoint(app, checkMailboxBounces, { access: SENDERS, owned, rateLimitPerMinute: 5 }, ({ query }) =>
    mailboxes.checkBounces(query.adminId),
  );
  registerEndpoint(app, getMailboxConnectOptions, { access: SENDERS }, async () => oauth.connectOptions());
  registerEndpoint(
    app,
    startMailboxOAuth,
    { access: SENDERS, rateLimitPerMinute: 20 },
    async ({ params, body, request, reply }) => {
      const started = oauth.start(actorOf(request), params.provider, body.returnTo);
      cookies.set(reply, OAUTH_NONCE_COOKIE, started.nonce, { path: OAUTH_PATH, maxAgeSeconds: 600 });
      return { url: started.url };
    },
  );
  // The provider sends the browser here, without our access token: the sealed state and the cookie
  // nonce bind the sign-in to the user who started it.
  app.get<{ Params: { provider: string }; Querystring: { code?: string; state?: string; error?: string } }>(
    MAILBOX_OAUTH_CALLBACK_PATH,
    { config: { access: PUBLIC, rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const location = await oauth.callback(
        request.params.provider,
        request.query,
        cookieValue(request.headers.cookie, OAUTH_NONCE_COOKIE),
      );
      cookies.clear(reply, OAUTH_NONCE_COOKIE, OAUTH_PATH);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 303);
    },
  );
}
