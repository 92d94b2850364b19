import { getHealth, getReady } from '@meridian/contracts/health';
import type { FastifyInstance } from 'fastify';
import { domainEventsRepository } from '../../core/events/domain-events.repository';
import type { Database } from '../../db/database';
import { pendingMigrationCount } from '../../db/migrate';
import type { JobQueue } from '../../jobs/queue';
import { PUBLIC } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';

export function healthRoutes(app: FastifyInstance, db: Database, queue: JobQueue | undefined): void {
  registerEndpoint(app, getHealth, { access: PUBLIC }, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  registerEndpoint(app, getReady, { access: PUBLIC }, async ({ request }) => {
    let pending: number;
    try {
      pending = await pendingMigrationCount(db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      throw new AppError('UNAVAILABLE', 'The database is not reachable.');
    }
    if (pending > 0) {
      throw new AppError('UNAVAILABLE', `${pending} database migration(s) have not been applied.`);
    }
    return {
      database: 'ok' as const,
      migrations: 'applied' as const,
      queue: queue?.running ? ('running' as const) : ('stopped' as const),
      failedEventDeliveries: await domainEventsRepository.countFailed(db.orm),
    };
  });
}
