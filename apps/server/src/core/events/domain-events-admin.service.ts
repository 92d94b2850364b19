import { DOMAIN_EVENT_MESSAGES, type FailedDelivery } from '@meridian/contracts/domain-events';
import type { Orm } from '../../db/database';
import type { AuditTrail } from '../audit/audit-trail';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { domainEventsRepository as repository } from './domain-events.repository';
import type { EventPublisher } from './event-bus';

/** What admins see of deliveries that failed on their last try, and the retry (an audit entry). */
export function createDomainEventsAdmin(orm: Orm, bus: Pick<EventPublisher, 'kick'>, audit: AuditTrail) {
  return {
    countFailed: () => repository.countFailed(orm),

    async listFailed(limit: number): Promise<{ total: number; items: FailedDelivery[] }> {
      const [total, rows] = await Promise.all([repository.countFailed(orm), repository.listFailed(orm, limit)]);
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          failedAt: row.failedAt.toISOString(),
          occurredAt: row.occurredAt.toISOString(),
        })),
      };
    },

    /** Sends the event to this subscriber again; works on any instance (delivery runs where jobs run). */
    async retry(id: number): Promise<{ id: number; status: 'retrying' }> {
      const retried = await inTransaction(orm, async (db) => {
        const row = await repository.findDelivery(db, id);
        if (!row) throw new AppError('NOT_FOUND', DOMAIN_EVENT_MESSAGES.notFound);
        if (!(await repository.markRetrying(db, id))) throw new AppError('CONFLICT', DOMAIN_EVENT_MESSAGES.notFailed);
        await audit.record(db, {
          action: 'domain-event.retried',
          subject: { type: 'domain-event-delivery', id, label: row.subscriber },
          before: { status: 'failed' },
          after: { status: 'retrying' },
        });
        return { id, status: 'retrying' as const };
      });
      bus.kick();
      return retried;
    },
  };
}
export type DomainEventsAdmin = ReturnType<typeof createDomainEventsAdmin>;
