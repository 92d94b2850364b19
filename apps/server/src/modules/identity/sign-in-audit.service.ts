import type { AuditActor, AuditTrail } from '../../core/audit/audit-trail';
import type { Orm } from '../../db/database';
import type { SignInRecorder } from './pool-context.service';
import type { AccountChangeRecorder } from './software-tokens.service';

type ActorOf = (sub: string) => Promise<AuditActor | null>;

/**
 * Staff sign-ins in the audit log (docs/product.md, Audit log): each sign-in of someone holding an
 * admin-granted role once every factor was right (by password and code, or by passkey), and each
 * refused attempt on such an account (a wrong password, code or passkey), with the reason the pool
 * gave; and the passkeys they add or remove. The one acting is the account's owner (or whoever typed
 * its address); customers, affiliates and advertisers are not recorded.
 */
export function staffSignIns(audit: AuditTrail, orm: Orm, staffMember: ActorOf): SignInRecorder {
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

/**
 * Everyone's own changes to how they sign in (an authenticator app set up, two-step sign-in turned
 * on or off) in the audit log, by the account's owner. A pool account with no profile yet has no
 * user to name and is not recorded.
 */
export function accountChanges(audit: AuditTrail, orm: Orm, accountOwner: ActorOf): AccountChangeRecorder {
  return {
    async changed({ sub, action }) {
      const owner = await accountOwner(sub);
      if (!owner) return;
      await audit.record(orm, { action, subject: { type: 'user', id: owner.userId }, actor: owner });
    },
  };
}
