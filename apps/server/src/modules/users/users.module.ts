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
    api: Object.assign(users, {
      referringAffiliate: usersRepository.referringAffiliate,
      /** A user's names (a sender's From header), or null when there is no such user. */
      nameOf: async (userId: number) => {
        const user = await usersRepository.findById(platform.orm, userId);
        return user ? { firstName: user.firstName, lastName: user.lastName } : null;
      },
      /** The id of the user with this address (any letter case), or null. */
      idByEmail: async (email: string) => (await usersRepository.findByEmail(platform.orm, email))?.id ?? null,
      /** Whether the user is enabled and holds one of the roles (referral links: Affiliate or Sales). */
      holdsRole: async (userId: number, roleIds: readonly number[]) => {
        const user = await usersRepository.findById(platform.orm, userId);
        return !!user && !user.disabled && user.roleIds.some((id) => roleIds.includes(id));
      },
    }),
    routes: (app) => usersRoutes(app, users),
  });
}
