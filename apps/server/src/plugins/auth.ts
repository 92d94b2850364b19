import { ROLES } from '@meridian/contracts/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../adapters/identity/token-verifier';
import type { RequestAuth, RequestUser } from '../lib/access';
import { AppError } from '../lib/app-error';

export const AUTH_MESSAGES = {
  missing: 'Please sign in to continue.',
  invalid: 'Your session has ended. Please sign in again.',
  noProfile: 'Finish signing up to use this.',
  disabled: 'This account is disabled. Please contact support.',
  forbidden: 'Your account does not have access to this.',
} as const;

/** The bearer token a request carries, if any (a public route may look at it: the visit beacon). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token || undefined;
}

/**
 * The one authorisation mechanism: each route's `access` rule is checked before its body is read,
 * from a verified access token and the roles stored in our database (never from token claims).
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { verifier: TokenVerifier; findUserBySub(sub: string): Promise<RequestUser | undefined> },
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.missing);
    const verified = await deps.verifier.verifyAccessToken(token);
    if (!verified) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalid);
    const user = (await deps.findUserBySub(verified.sub)) ?? null;
    const auth: RequestAuth = { token: verified, user };
    request.auth = auth;
    if (user?.disabled) throw new AppError('FORBIDDEN', AUTH_MESSAGES.disabled);
    if (access.kind === 'signed-in') return;
    if (!user) throw new AppError('FORBIDDEN', AUTH_MESSAGES.noProfile);
    if (access.kind === 'roles' && !access.roles.some((role) => user.roleIds.includes(ROLES[role]))) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
    }
  });
}

/** The signed-in user of a request on a `registered` or `roles` route. */
export function requireUser(request: FastifyRequest): RequestUser {
  const user = request.auth?.user;
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.missing);
  return user;
}

/** The verified token of a request on any non-public route. */
export function requireToken(request: FastifyRequest) {
  const token = request.auth?.token;
  if (!token) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.missing);
  return token;
}
