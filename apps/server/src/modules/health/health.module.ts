import { defineModule, type Platform } from '../../core/module';
import type { HealthPorts } from './health.ports';
import { healthRoutes } from './health.routes';
import { createReadiness } from './readiness.service';

/** /api/health (alive) and /api/ready (database, migrations, secrets, queue; 503 while draining). */
export function createHealthModule(platform: Platform, deps: HealthPorts) {
  return defineModule({
    name: 'health',
    api: {},
    routes: (app, { queue }) =>
      healthRoutes(app, createReadiness({ db: platform.db, lifecycle: platform.lifecycle, queue, ...deps })),
  });
}
