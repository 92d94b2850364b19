import type { AuditAction, AuditSubjectType } from '@meridian/contracts/audit';
import { isRoleId, roleNameById } from '@meridian/contracts/roles';
import type { Orm } from '../../db/database';
import { currentRequest } from '../../lib/request-scope';
import { auditLogRepository as repository } from './audit-log.repository';

/** A value in an entry's before/after summary: short text, a number, a flag, or nothing. */
export type AuditValue = string | number | boolean | null | undefined;
export type AuditValues = Readonly<Record<string, AuditValue>>;

/** Who acted: a user and the roles they hold now (recorded as they are at this moment). */
export interface AuditActor {
  userId: number;
  roleIds: readonly number[];
}

/**
 * One privileged or security-relevant action (docs/product.md, Audit log). `before`/`after` hold a
 * short summary of what changed: names, statuses, amounts, counts; never a secret, a password, a
 * token or a message body (a key that names one is refused).
 */
export interface AuditRecord {
  action: AuditAction;
  subject?: { type: AuditSubjectType; id: string | number; label?: string | null };
  before?: AuditValues;
  after?: AuditValues;
  /**
   * Who acted, when it is not the signed-in caller of the running request: the person signing in,
   * the sender back from their provider's sign-in. `null`: the site itself, whoever called.
   */
  actor?: AuditActor | null;
}

/** The audit log's write side: every module records through it (docs/architecture.md, Audit log). */
export interface AuditTrail {
  /**
   * Appends the entry inside `db`'s transaction, so it commits or rolls back with the change (call
   * it last in the transaction: the chain's lock is held until commit). Who, from where and the
   * request id come from the running request, if any.
   */
  record(db: Orm, entry: AuditRecord): Promise<void>;
}

const VALUE_LIMIT = 200;
const LABEL_LIMIT = 200;
/** Keys a summary never carries: what they name must not be in the log. */
const FORBIDDEN_KEY = /password|secret|token|credential|body|html/i;

function summaryOf(entry: AuditRecord): string {
  const part = (values: AuditValues | undefined) => {
    if (!values) return undefined;
    const kept: Record<string, string | number | boolean | null> = {};
    for (const [key, value] of Object.entries(values)) {
      if (FORBIDDEN_KEY.test(key)) throw new Error(`An audit summary may not carry "${key}" (${entry.action}).`);
      if (value === undefined) continue;
      kept[key] = typeof value === 'string' ? value.slice(0, VALUE_LIMIT) : value;
    }
    return Object.keys(kept).length > 0 ? kept : undefined;
  };
  return JSON.stringify({ before: part(entry.before), after: part(entry.after) });
}

const roleNames = (roleIds: readonly number[]) =>
  [...roleIds].sort((a, b) => a - b).map((id) => (isRoleId(id) ? roleNameById[id] : String(id)));

export function createAuditTrail(deps: { now: () => Date }): AuditTrail {
  return {
    async record(db, entry) {
      const request = currentRequest();
      const actor = entry.actor === undefined ? (request?.user ?? null) : entry.actor;
      const actorId = actor === null ? null : 'userId' in actor ? actor.userId : actor.id;
      await repository.append(db, {
        at: deps.now(),
        actorUserId: actorId,
        actorRoles: actor === null ? [] : roleNames(actor.roleIds),
        address: request?.address ?? null,
        userAgent: request?.userAgent ?? null,
        action: entry.action,
        subjectType: entry.subject?.type ?? null,
        subjectId: entry.subject ? String(entry.subject.id) : null,
        subjectLabel: entry.subject?.label?.slice(0, LABEL_LIMIT) ?? null,
        summary: summaryOf(entry),
        requestId: request?.requestId ?? null,
      });
    },
  };
}
