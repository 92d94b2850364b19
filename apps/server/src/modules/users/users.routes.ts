import {
  authCheck,
  disableUser,
  enableUser,
  getMe,
  getUserByEmail,
  listUsers,
  registerUser,
  resetUserMfa,
  setUserRoles,
  updateUserSub,
} from '@meridian/contracts/users';
import type { FastifyInstance } from 'fastify';
import { REGISTERED, rolesOnly, SIGNED_IN } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireToken, requireUser } from '../../lib/request-auth';
import type { UsersService } from './users.service';

const ADMIN = rolesOnly('Admin');

export function usersRoutes(
  app: FastifyInstance,
  users: UsersService,
  referrerOf: (cookieHeader: string | undefined) => Promise<number | null> = async () => null,
): void {
  registerEndpoint(
    app,
    registerUser,
    { access: SIGNED_IN, status: 201, rateLimitPerMinute: 20 },
    async ({ request, body }) =>
      users.register(requireToken(request).sub, body, await referrerOf(request.headers.cookie)),
  );
  registerEndpoint(app, getMe, { access: SIGNED_IN }, ({ request }) => users.me(requireToken(request).sub));
  registerEndpoint(app, getUserByEmail, { access: REGISTERED }, ({ request, query }) =>
    users.byEmail(requireUser(request), query.userEmail),
  );
  registerEndpoint(app, authCheck, { access: SIGNED_IN }, async ({ request }) => ({
    sub: requireToken(request).sub,
    userId: request.auth?.user?.id ?? null,
  }));
  registerEndpoint(app, updateUserSub, { access: ADMIN }, ({ body }) => users.updateSub(body.email, body.sub));

  registerEndpoint(app, listUsers, { access: ADMIN }, ({ query }) => users.list(query));
  registerEndpoint(app, setUserRoles, { access: ADMIN }, ({ request, params, body }) =>
    users.setRoles(requireUser(request).id, params.id, body.roleIds),
  );
  registerEndpoint(app, disableUser, { access: ADMIN }, ({ request, params }) =>
    users.setDisabled(requireUser(request).id, params.id, true),
  );
  registerEndpoint(app, enableUser, { access: ADMIN }, ({ request, params }) =>
    users.setDisabled(requireUser(request).id, params.id, false),
  );
  registerEndpoint(app, resetUserMfa, { access: ADMIN }, ({ request, params }) =>
    users.resetMfa(requireUser(request).id, params.id),
  );
}
