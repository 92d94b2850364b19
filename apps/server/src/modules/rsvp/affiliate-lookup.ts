import { ROLES } from '@meridian/contracts/roles';
import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { appUsers, userRoles } from '../users/users.tables';

/**
 * The referring affiliate for a registration: the id when it names an enabled user holding the
 * Affiliate role, otherwise null. A stale or forged referral never blocks a booking.
 */
export async function referringAffiliate(db: Orm, affiliateId: number): Promise<number | null> {
  if (!affiliateId) return null;
  const [row] = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .innerJoin(userRoles, eq(userRoles.userId, appUsers.id))
    .where(and(eq(appUsers.id, affiliateId), eq(userRoles.roleId, ROLES.Affiliate), isNull(appUsers.disabledAt)));
  return row ? row.id : null;
}
