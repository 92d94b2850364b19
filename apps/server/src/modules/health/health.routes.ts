import { getHealth, getReady } from '@meridian/contracts/health';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { Readiness } from './readiness.service';

export function healthRoutes(app: FastifyInstance, ready: Readiness): void {
  registerEndpoint(app, getHealth, { access: PUBLIC }, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  registerEndpoint(app, getReady, { access: PUBLIC }, ({ request }) => ready(request.log));
}
