import type { AuditActor, AuditTrail } from '../../core/audit/audit-trail';
import type { Orm } from '../../db/database';
import type { SignInRecorder } from './pool-context.service';

/**
 * Staff sign-ins in the audit log (docs/product.md, Audit log): each sign-in of someone holding an
 * admin-granted role, by password or passkey, and each refused attempt on such an account, with the
 * reason the pool gave; and the passkeys they add or remove. The one acting is the account's owner
 * (or whoever typed its address); customers, affiliates and advertisers are not recorded.
 */
export function staffSignIns(
  audit: AuditTrail,
  orm: Orm,
  staffMember: (sub: string) => Promise<AuditActor | null>,
): SignInRecorder {
  return {
    async attempted({ sub, succeeded, reason, method }) {
      const staff = await staffMember(sub);
      if (!staff) return;
      const after = { ...(method === 'passkey' ? { method } : {}), ...(reason ? { reason } : {}) };
      await audit.record(orm, {
        action: succeeded ? 'sign-in.succeeded' : 'sign-in.failed',
        subject: { type: 'user', id: staff.userId },
        ...(Object.keys(after).length > 0 ? { after } : {}),
        actor: staff,
      });
    },

    async passkeyAudit(sub) {
      const staff = await staffMember(sub);
      return async (db, { action, name }) => {
        if (!staff) return;
        await audit.record(db, {
          action: action === 'added' ? 'passkey.added' : 'passkey.removed',
          subject: { type: 'user', id: staff.userId },
          ...(action === 'added' ? { after: { passkey: name } } : { before: { passkey: name } }),
          actor: staff,
        });
      };
    },
  };
}
