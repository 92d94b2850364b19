import { ROLES, type RoleName } from '@meridian/contracts/roles';

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

/** What the API learns from a verified access token. Roles never come from here: see plugins/auth.ts. */
export interface VerifiedAccessToken {
  /** The identity pool's subject id (stable per user). */
  sub: string;
  /** cognito:username / username claim. */
  username: string;
  /** The sign-in session the token belongs to (origin_jti). */
  originJti: string | undefined;
  /** Seconds since epoch. */
  expiresAt: number;
}

/** What the auth plugin attaches to a request on a non-public route. */
export interface RequestAuth {
  token: VerifiedAccessToken;
  user: RequestUser | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The owned resource a route names (registerEndpoint's `owned`), for the authorisation matrix. */
    owned?: string;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/**
 * The user a service acts for, passed explicitly (docs/product.md, Ownership): staff touch only the
 * rows they own; admins may touch anyone's.
 */
export interface Actor {
  userId: number;
  isAdmin: boolean;
}

export function actorFrom(user: RequestUser): Actor {
  return { userId: user.id, isAdmin: user.roleIds.includes(ROLES.Admin) };
}

/** Whether an actor may touch a row owned by `ownerId` (null: there is no such row). */
export function mayTouch(actor: Actor, ownerId: number | null): boolean {
  return ownerId !== null && (actor.isAdmin || ownerId === actor.userId);
}
