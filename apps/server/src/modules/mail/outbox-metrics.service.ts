import type { Platform } from '../../core/module';
import { sharedReading } from '../../core/metrics/metrics';
import { outboxRepository } from './outbox.repository';

/** The system-mail outbox's backlog for `GET /metrics` (docs/deploy.md, Metrics). */
export function registerOutboxGauges(platform: Pick<Platform, 'metrics' | 'orm' | 'now'>): void {
  const { metrics, orm, now } = platform;
  if (!metrics.enabled) return;
  const backlog = sharedReading(() => outboxRepository.backlog(orm));
  metrics.gauge({
    name: 'meridian_mail_outbox_queued',
    help: 'System mail (receipts, codes, reminders) not delivered yet: on its first try or waiting for a retry.',
    read: async () => [{ value: (await backlog()).queued }],
  });
  metrics.gauge({
    name: 'meridian_mail_outbox_oldest_queued_age_seconds',
    help: 'Seconds since the oldest undelivered system mail was queued (0 when the outbox is empty).',
    read: async () => {
      const oldest = (await backlog()).oldestCreatedAt;
      return [{ value: oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0 }];
    },
  });
}
