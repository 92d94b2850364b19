import type { KeysetCursor } from '@meridian/contracts/keyset-cursor';
import {
  SYSTEM_MAIL_MESSAGES,
  systemMailStatusSchema,
  type SystemMail,
  type SystemMailSummary,
} from '@meridian/contracts/mail';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { ServiceLogger } from '../../core/module';
import type { Orm } from '../../db/database';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { outboxRepository, type OutboxListRow, type OutboxRow } from './outbox.repository';

function toSummary(row: OutboxListRow): SystemMailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: systemMailStatusSchema.parse(row.status),
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

function toMail(row: OutboxRow): SystemMail {
  return { ...toSummary(row), text: row.textBody, attachments: row.attachments.map((file) => file.filename) };
}

/**
 * The admin's System mail view (docs/product.md, System mail). System mail holds personal data and
 * the codes that reset passwords, so every read is written to the log as an audit line naming the
 * admin and what was read (ids and kinds, never a recipient or content), and each opening is an
 * entry of the audit log.
 */
export function createSystemMailAdmin(
  orm: Orm,
  deps: { log: ServiceLogger; audit: AuditTrail; delivery: 'smtp' | 'kept' },
) {
  return {
    async list(actor: Actor, query: { limit: number; after?: KeysetCursor }) {
      const rows = await outboxRepository.listPage(orm, query.limit + 1, query.after);
      const page = rows.slice(0, query.limit);
      deps.log.info(
        { audit: { action: 'system-mail.list', adminId: actor.userId, shown: page.length } },
        'audit: an admin listed system mail',
      );
      return {
        items: page.map(toSummary),
        nextCursor: rows.length > query.limit ? (page.at(-1)?.cursor ?? null) : null,
        delivery: deps.delivery,
      };
    },

    async open(actor: Actor, id: number): Promise<SystemMail> {
      const row = await outboxRepository.findById(orm, id);
      if (!row) throw new AppError('NOT_FOUND', SYSTEM_MAIL_MESSAGES.notFound);
      deps.log.info(
        { audit: { action: 'system-mail.open', adminId: actor.userId, mailId: row.id, kind: row.kind } },
        'audit: an admin opened a system mail',
      );
      await deps.audit.record(orm, {
        action: 'system-mail.opened',
        subject: { type: 'system-mail', id: row.id, label: row.kind },
        after: { kind: row.kind, status: row.status },
      });
      return toMail(row);
    },
  };
}
export type SystemMailAdmin = ReturnType<typeof createSystemMailAdmin>;
