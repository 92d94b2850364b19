import { normalizeEmail } from '@meridian/contracts/email-address';
import {
  isRoleId,
  landingPath,
  roleNameById,
  SELF_SIGN_UP_ROLE_IDS,
  type RoleId,
  type RoleName,
} from '@meridian/contracts/roles';
import {
  SIGN_UP_MESSAGES,
  USER_MFA_MESSAGES,
  type AdminUser,
  type CurrentUser,
  type RegisterUser,
} from '@meridian/contracts/users';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { EventPublisher } from '../../core/events/event-bus';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { IdentityDirectory } from './users.ports';
import { referralsRepository } from './referrals.repository';
import { userEmailsRepository } from './user-emails.repository';
import { userRolesRepository } from './user-roles.repository';
import { usersRepository, type UserListQuery, type UserRecord } from './users.repository';
import { auditSubjectOf, roleList } from './users.views';

const LANDING_ORDER: RoleName[] = ['Admin', 'Sales', 'EmailMarketing', 'Affiliate', 'Advertiser'];

export function toCurrentUser(user: UserRecord): CurrentUser {
  const roles = user.roleIds.filter(isRoleId).map((id) => roleNameById[id]);
  const first = LANDING_ORDER.find((role) => roles.includes(role));
  return {
    id: user.id,
    sub: user.sub,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles,
    roleIds: user.roleIds.filter(isRoleId),
    roleId: first ? (user.roleIds.filter(isRoleId).find((id) => roleNameById[id] === first) ?? null) : null,
    disabled: user.disabled,
  };
}

function toAdminUser(user: UserRecord): AdminUser {
  return { ...toCurrentUser(user), createdAt: user.createdAt.toISOString() };
}

const sameRoles = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * `events` receives user.signed_up and user.roles_changed, each in the transaction of its change;
 * `audit` records role changes and disabled or enabled accounts (docs/product.md, Audit log).
 */
export function createUsersService(
  orm: Orm,
  identity: IdentityDirectory,
  events: EventPublisher,
  audit: AuditTrail,
  onSelfSignUp: (db: Orm, userId: number, roleIds: readonly number[]) => Promise<void> = async () => undefined,
) {
  async function requireUser(id: number): Promise<UserRecord> {
    const user = await usersRepository.findById(orm, id);
    if (!user) throw new AppError('NOT_FOUND', `There is no user with id ${id}.`);
    return user;
  }

  function signedUp(via: 'self' | 'provisioned') {
    return (db: Orm, user: UserRecord) =>
      events.publish(db, 'user.signed_up', { userId: user.id, roleIds: user.roleIds, via }).then(() => undefined);
  }

  /** Replaces the roles and, when they differ from `before`, publishes user.roles_changed with them. */
  async function replaceRoles(user: UserRecord, roleIds: number[], changedBy: number | null): Promise<void> {
    const before = [...user.roleIds].sort((a, b) => a - b);
    const after = [...new Set(roleIds)].sort((a, b) => a - b);
    await userRolesRepository.setRoles(orm, user.id, after, changedBy, async (db) => {
      if (sameRoles(before, after)) return;
      await events.publish(db, 'user.roles_changed', {
        userId: user.id,
        roleIds: after,
        previousRoleIds: before,
        changedBy,
      });
      await audit.record(db, {
        action: 'user.roles-changed',
        subject: auditSubjectOf(user),
        before: { roles: roleList(before) },
        after: { roles: roleList(after) },
      });
    });
    if (!sameRoles(before, after)) events.kick();
  }

  return {
    findActiveBySub: (sub: string) => usersRepository.findBySub(orm, sub),

    /** A user's name as the back office shows it ("" when there is no such user). */
    async displayNameOf(userId: number): Promise<string> {
      const user = await usersRepository.findById(orm, userId);
      return user ? `${user.firstName} ${user.lastName}`.trim() : '';
    },

    /** The advertising plan chosen at sign-up: monthly unless yearly was chosen. */
    async advertisingPlanOf(userId: number): Promise<'monthly' | 'yearly'> {
      return (await usersRepository.advertisingPlan(orm, userId)) === 'yearly' ? 'yearly' : 'monthly';
    },

    /** POST /api/v1/user: the signed-in pool user creates their profile, asking for at most one self-service role. */
    async register(tokenSub: string, input: RegisterUser, referredById: number | null = null): Promise<CurrentUser> {
      if (input.sub !== tokenSub) {
        throw new AppError('FORBIDDEN', 'This registration does not belong to the signed-in account.');
      }
      const roleId = input.roleId ?? null;
      if (roleId !== null && !SELF_SIGN_UP_ROLE_IDS.includes(roleId as RoleId)) {
        if (isRoleId(roleId)) throw new AppError('FORBIDDEN', SIGN_UP_MESSAGES.privilegedRole);
        throw new AppError('VALIDATION', 'Choose Affiliate, Digital Billboard or no role.', [
          { path: 'roleId', message: 'Choose Affiliate, Digital Billboard or no role.' },
        ]);
      }
      const poolEmail = await identity.emailOf(tokenSub);
      if (poolEmail !== null && poolEmail.toLowerCase() !== input.email.toLowerCase()) {
        throw new AppError('FORBIDDEN', 'The email does not match the signed-in account.');
      }
      if (await usersRepository.findBySub(orm, tokenSub)) {
        throw new AppError('CONFLICT', 'This account is already registered.');
      }
      const created = await usersRepository.insert(
        orm,
        {
          sub: tokenSub,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          advertisingPlan: roleId === 4 ? (input.plan ?? 'monthly') : null,
          roleIds: roleId === null ? [] : [roleId],
          referredById: referredById === null ? null : await referralsRepository.referringAffiliate(orm, referredById),
        },
        async (db, user) => {
          await onSelfSignUp(db, user.id, user.roleIds);
          await signedUp('self')(db, user);
        },
      );
      if (!created) throw new AppError('CONFLICT', 'An account with this email already exists.');
      events.kick();
      return toCurrentUser(created);
    },

    async me(sub: string): Promise<CurrentUser> {
      const user = await usersRepository.findBySub(orm, sub);
      if (!user) throw new AppError('NOT_FOUND', 'Finish signing up to create your profile.');
      return toCurrentUser(user);
    },

    /** GET /api/v1/user?userEmail=: your own profile, or anyone's for an admin. */
    async byEmail(caller: UserRecord | undefined, typed: string): Promise<CurrentUser> {
      const email = normalizeEmail(typed);
      const isAdmin = caller?.roleIds.includes(1) ?? false;
      if (!isAdmin && normalizeEmail(caller?.email ?? '').toLowerCase() !== email.toLowerCase()) {
        throw new AppError('FORBIDDEN', 'You can only look up your own account.');
      }
      const user = await usersRepository.findByEmail(orm, email);
      if (!user) throw new AppError('NOT_FOUND', `No user has the email ${email}.`);
      return toCurrentUser(user);
    },

    async list(query: UserListQuery): Promise<{ items: AdminUser[]; nextCursor: number | null }> {
      const rows = await usersRepository.list(orm, { ...query, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const nextCursor = rows.length > query.limit ? (page.at(-1)?.id ?? null) : null;
      return { items: page.map(toAdminUser), nextCursor };
    },

    async setRoles(adminId: number, userId: number, roleIds: RoleId[]): Promise<AdminUser> {
      const user = await requireUser(userId);
      if (userId === adminId && !roleIds.includes(1)) {
        throw new AppError('CONFLICT', 'You cannot remove your own Admin role.');
      }
      await replaceRoles(user, roleIds, adminId);
      return toAdminUser(await requireUser(userId));
    },

    async setDisabled(adminId: number, userId: number, disabled: boolean): Promise<AdminUser> {
      const user = await requireUser(userId);
      if (disabled && userId === adminId) throw new AppError('CONFLICT', 'You cannot disable your own account.');
      if (disabled) await identity.disableUser(user.sub);
      else await identity.enableUser(user.sub);
      await inTransaction(orm, async (db) => {
        await usersRepository.setDisabled(db, user.id, disabled);
        await audit.record(db, {
          action: disabled ? 'user.disabled' : 'user.enabled',
          subject: auditSubjectOf(user),
          before: { disabled: user.disabled },
          after: { disabled },
        });
      });
      return toAdminUser(await requireUser(userId));
    },

    /**
     * MFA recovery (docs/decisions/2026-11-27-totp-mfa.md): an admin resets another user's
     * authenticator and the pool mails them. Their own is theirs to change on the Account page.
     */
    async resetMfa(adminId: number, userId: number): Promise<AdminUser> {
      const user = await requireUser(userId);
      if (userId === adminId) throw new AppError('CONFLICT', USER_MFA_MESSAGES.own);
      if (!(await identity.resetMfa(user.sub))) throw new AppError('CONFLICT', USER_MFA_MESSAGES.none(user.email));
      await audit.record(orm, { action: 'user.mfa-reset', subject: auditSubjectOf(user) });
      return toAdminUser(user);
    },

    async updateSub(email: string, sub: string): Promise<CurrentUser> {
      const user = await usersRepository.findByEmail(orm, email);
      if (!user) throw new AppError('NOT_FOUND', `No user has the email ${email}.`);
      if ((await usersRepository.findBySub(orm, sub)) && user.sub !== sub) {
        throw new AppError('CONFLICT', 'That subject already belongs to another user.');
      }
      await usersRepository.updateSub(orm, user.id, sub);
      return toCurrentUser((await usersRepository.findById(orm, user.id)) as UserRecord);
    },

    /** Creates (or completes) a user with the given roles in the pool and in the app: bootstrap admin and CLI. */
    async provision(input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      roleIds: RoleId[];
    }): Promise<CurrentUser> {
      input = { ...input, email: normalizeEmail(input.email) };
      const sub = (await identity.subOf(input.email)) ?? (await identity.createUser(input)).sub;
      const existing = await usersRepository.findBySub(orm, sub);
      if (existing) {
        await replaceRoles(existing, [...existing.roleIds, ...input.roleIds], null);
        return toCurrentUser((await usersRepository.findById(orm, existing.id)) as UserRecord);
      }
      const created = await usersRepository.insert(
        orm,
        { ...input, sub, advertisingPlan: null, roleIds: input.roleIds },
        signedUp('provisioned'),
      );
      if (!created) throw new AppError('CONFLICT', `An account with the email ${input.email} already exists.`);
      events.kick();
      return toCurrentUser(created);
    },

    landingFor: (user: CurrentUser) => landingPath(user.roles),

    /**
     * Start-up: profile addresses stored before addresses were normalised take their normal form
     * where no other profile has it; a look-alike of another keeps its own
     * (docs/decisions/2026-11-27-address-normalisation.md).
     */
    async normaliseStoredEmails(): Promise<{ renamed: number; kept: number }> {
      const counts = { renamed: 0, kept: 0 };
      for (const row of await userEmailsRepository.possiblyUnnormalisedEmails(orm)) {
        const normal = normalizeEmail(row.email);
        if (normal === row.email) continue;
        counts[(await userEmailsRepository.renameEmail(orm, row.id, row.email, normal)) ? 'renamed' : 'kept'] += 1;
      }
      return counts;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
