import type { FastifyRequest } from 'fastify';
import type { RequestUser } from './access';
import { AppError } from './app-error';

/** What a refused request is told (plugins/auth.ts checks each route's access; these read what it attached). */
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
