import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/queue';
import { contentRoutes } from './modules/content/content.routes';
import { healthRoutes } from './modules/health/health.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { registerErrorHandling } from './plugins/errors';
import { CompactRequestLog } from './plugins/request-log';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import type { Services } from './services';
import { webRoutes, type WebApp } from './web/web.routes';

export interface AppDeps {
  config: Config;
  db: Database;
  services: Services;
  queue?: JobQueue;
  web?: WebApp;
  /** Structured logger (pino); tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The whole HTTP application; main.ts and every test build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Honour a well-formed upstream request id (load balancer); otherwise make one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    logController: new CompactRequestLog(),
  });

  // Every route must say who may call it; a route without a declaration fails at start-up.
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule.`);
    }
  });

  registerErrorHandling(app, config.bodyLimitBytes);
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  await registerRateLimit(app);

  healthRoutes(app, deps.db, deps.queue);
  settingsRoutes(app, deps.services.settings);
  contentRoutes(app, deps.services.content);
  webRoutes(app, deps.web);

  return app;
}
