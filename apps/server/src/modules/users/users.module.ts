import { normalizeEmail } from '@meridian/contracts/email-address';
import { isRoleId, SELF_SIGN_UP_ROLE_IDS } from '@meridian/contracts/roles';
import { defineModule, type Platform } from '../../core/module';
import { referralsRepository } from './referrals.repository';
import { userFigures } from './user-figures.repository';
import { userRolesRepository } from './user-roles.repository';
import { usersRepository } from './users.repository';
import type { UsersPorts } from './users.ports';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** Profiles and roles: sign-up registration, the signed-in user, and the admin's Email Users. */
export function createUsersModule(platform: Platform, deps: UsersPorts) {
  const users = createUsersService(platform.orm, deps.identity, platform.events, platform.audit, deps.onSelfSignUp);
  return defineModule({
    name: 'users',
    api: Object.assign(users, {
      referringAffiliate: referralsRepository.referringAffiliate,
      /** The user a referral code (or an old link's id) names when they may own links, else null. */
      referralOwner: (code: string) => referralsRepository.referringAffiliate(platform.orm, code),
      /** Each user's referral code, by id. */
      referralCodesOf: (ids: readonly number[]) => referralsRepository.referralCodesOf(platform.orm, ids),
      holdersOf: (roleIds: readonly number[]) => userRolesRepository.holdersOf(platform.orm, roleIds),
      /** A user read on `db` (a subscriber's transaction), or undefined. */
      findOn: usersRepository.findById,
      referredSignUps: (range: Parameters<typeof referralsRepository.referredSignUps>[1]) =>
        referralsRepository.referredSignUps(platform.orm, range),
      /** Enabled holders of a role, on the caller's handle (consultation requests reach every Sales user). */
      enabledIdsWithRole: userRolesRepository.enabledIdsWithRole,
      /** "First Last" of each user id that exists (admin lists name people, never ids). */
      namesOf: (ids: number[]): Promise<ReadonlyMap<number, string>> => userFigures.namesOf(platform.orm, ids),
      /** Accounts for the KPI: sign-ups by day and role, names by id. */
      figures: userFigures,
      /** A user's names (a sender's From header), or null when there is no such user. */
      nameOf: async (userId: number) => {
        const user = await usersRepository.findById(platform.orm, userId);
        return user ? { firstName: user.firstName, lastName: user.lastName } : null;
      },
      /** The roles a user holds now (none for a missing user). */
      roleIdsOf: async (userId: number): Promise<readonly number[]> =>
        (await usersRepository.findById(platform.orm, userId))?.roleIds ?? [],
      /** A user's profile and roles with its created and updated times, or undefined when there is none. */
      profileOf: (userId: number) => usersRepository.findWithUpdatedAt(platform.orm, userId),
      /** The id of the user with this address (any letter case, normalised: docs/product.md, Identity), or null. */
      idByEmail: async (email: string) =>
        (await usersRepository.findByEmail(platform.orm, normalizeEmail(email)))?.id ?? null,
      /** Whether the user is enabled and holds one of the roles (referral links: Affiliate or Sales). */
      holdsRole: async (userId: number, roleIds: readonly number[]) => {
        const user = await usersRepository.findById(platform.orm, userId);
        return !!user && !user.disabled && user.roleIds.some((id) => roleIds.includes(id));
      },
      /**
       * The staff member a pool subject belongs to (someone holding a role only an admin grants), with
       * their roles now; null for anyone else. The identity module records staff sign-ins with it.
       */
      staffMember: async (sub: string): Promise<{ userId: number; roleIds: number[] } | null> => {
        const user = await usersRepository.findBySub(platform.orm, sub);
        const staff = user?.roleIds.some((id) => isRoleId(id) && !SELF_SIGN_UP_ROLE_IDS.includes(id));
        return user && staff ? { userId: user.id, roleIds: user.roleIds } : null;
      },
      /** The user a pool subject belongs to, with their roles now (their own security changes are audited). */
      accountOwner: async (sub: string): Promise<{ userId: number; roleIds: number[] } | null> => {
        const user = await usersRepository.findBySub(platform.orm, sub);
        return user ? { userId: user.id, roleIds: user.roleIds } : null;
      },
    }),
    routes: (app) => usersRoutes(app, users, deps.referrerOf),
    async seed() {
      const { renamed, kept } = await users.normaliseStoredEmails();
      if (renamed > 0) platform.log.info({ renamed }, 'users: stored addresses normalised');
      if (kept > 0) {
        platform.log.warn(
          { kept },
          'users: stored addresses left as they are: each is a look-alike of another profile (docs/decisions/2026-11-27-address-normalisation.md)',
        );
      }
    },
  });
}
