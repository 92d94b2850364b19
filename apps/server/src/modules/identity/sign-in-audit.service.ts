import type { AuditActor, AuditTrail } from '../../core/audit/audit-trail';
import type { Orm } from '../../db/database';
import type { SignInRecorder } from './pool-context.service';

/**
 * Staff sign-ins in the audit log (docs/product.md, Audit log): each password sign-in of someone
 * holding an admin-granted role, and each refused attempt on such an account, with the reason the
 * pool gave. The one acting is the account's owner (or whoever typed its address); sign-ins of
 * customers, affiliates and advertisers are not recorded.
 */
export function staffSignIns(
  audit: AuditTrail,
  orm: Orm,
  staffMember: (sub: string) => Promise<AuditActor | null>,
): SignInRecorder {
  return {
    async attempted({ sub, succeeded, reason }) {
      const staff = await staffMember(sub);
      if (!staff) return;
      await audit.record(orm, {
        action: succeeded ? 'sign-in.succeeded' : 'sign-in.failed',
        subject: { type: 'user', id: staff.userId },
        ...(reason ? { after: { reason } } : {}),
        actor: staff,
      });
    },
  };
}
