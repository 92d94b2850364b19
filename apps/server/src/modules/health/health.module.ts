import { defineModule } from '../../core/module';
import { healthRoutes } from './health.routes';

/** /api/health and /api/ready (database, migrations, queue, failed event deliveries). */
export function createHealthModule() {
  return defineModule({
    name: 'health',
    api: {},
    routes: (app, { db, queue }) => healthRoutes(app, db, queue),
  });
}
