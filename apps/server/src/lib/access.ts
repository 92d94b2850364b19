import type { RoleName } from '@meridian/contracts/roles';
import type { VerifiedAccessToken } from '../adapters/identity/token-verifier';

/**
 * Who may call a route. Every route declares one (buildApp refuses a route without), and
 * plugins/auth.ts enforces it from a verified access token and the roles in our database:
 * - public: anyone;
 * - signed-in: a valid access token from the identity pool (a profile may not exist yet);
 * - registered: a signed-in user with an enabled profile;
 * - roles: a registered user holding at least one of the roles.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'registered' }
  | { kind: 'roles'; roles: RoleName[] };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const REGISTERED: Access = { kind: 'registered' };
export const rolesOnly = (...roles: RoleName[]): Access => ({ kind: 'roles', roles });

/**
 * The caller's profile as routes and services see it. The users module's records have this shape
 * (its repository's `UserRecord`), so the auth plugin attaches one without importing the module.
 */
export interface RequestUser {
  id: number;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  disabled: boolean;
  roleIds: number[];
  createdAt: Date;
}

/** What the auth plugin attaches to a request on a non-public route. */
export interface RequestAuth {
  token: VerifiedAccessToken;
  user: RequestUser | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}
