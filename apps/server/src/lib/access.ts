/**
 * Who may call a route. Every route declares one (enforced when routes are registered);
 * the identity issue adds the check for signed-in users and roles.
 */
export type Access = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: string[] };

export const PUBLIC: Access = { kind: 'public' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
