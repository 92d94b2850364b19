import { ROLES } from '@meridian/contracts/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../adapters/identity/token-verifier';
import type { Access, RequestAuth, RequestUser } from '../lib/access';
import { AppError } from '../lib/app-error';
import { AUTH_MESSAGES, bearerToken } from '../lib/request-auth';
import { setRequestUser } from '../lib/request-scope';

/**
 * The one authorisation mechanism: each route's `access` rule is checked before its body is read,
 * from a verified access token and the roles stored in our database (never from token claims).
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { verifier: TokenVerifier; findUserBySub(sub: string): Promise<RequestUser | undefined> },
): void {
  app.decorateRequest('auth', null);
  async function authorise(request: FastifyRequest, access: Exclude<Access, { kind: 'public' }>): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.missing);
    const verified = await deps.verifier.verifyAccessToken(token);
    if (!verified) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalid);
    const user = (await deps.findUserBySub(verified.sub)) ?? null;
    const auth: RequestAuth = { token: verified, user };
    request.auth = auth;
    if (user) setRequestUser(user);
    if (user?.disabled) throw new AppError('FORBIDDEN', AUTH_MESSAGES.disabled);
    if (access.kind === 'signed-in') return;
    if (!user) throw new AppError('FORBIDDEN', AUTH_MESSAGES.noProfile);
    if (access.kind === 'roles' && !access.roles.some((role) => user.roleIds.includes(ROLES[role]))) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
    }
  }

  // A callback hook, so a public route (the health probe, every page) pays no promise for it.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return done();
    authorise(request, access).then(() => done(), done);
  });
}
