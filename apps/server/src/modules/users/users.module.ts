import { defineModule, type Platform } from '../../core/module';
import type { IdentityDirectory } from './identity-directory';
import { usersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** Profiles and roles: sign-up registration, the signed-in user, and the admin's Email Users. */
export function createUsersModule(platform: Platform, deps: { identity: IdentityDirectory }) {
  const users = createUsersService(platform.orm, deps.identity, platform.events);
  return defineModule({
    name: 'users',
    api: Object.assign(users, { referringAffiliate: usersRepository.referringAffiliate }),
    routes: (app) => usersRoutes(app, users),
  });
}
