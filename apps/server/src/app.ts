import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TokenVerifier } from './adapters/identity/token-verifier';
import type { Access } from './lib/access';
import type { Config } from './config';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/queue';
import { auditedExports } from './core/audit/audit-exports';
import { traceRequests } from './core/telemetry/tracing';
import { registerRequestScope } from './lib/request-scope';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling, sendFrameworkError } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies API access tokens: the built-in pool's, or the Cognito pool's (IDENTITY_MODE). */
    tokenVerifier: TokenVerifier;
    /** Every registered route with its access rule (the authorisation matrix test walks it). */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** The owned resource the route names, when it checks ownership (lib/endpoint-route.ts). */
  owned?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Origins the browser must reach besides our own: Cognito's endpoint in Cognito mode. */
function identityOrigins(config: Config): string[] {
  return config.identity.mode === 'cognito' ? [`https://cognito-idp.${config.identity.region}.amazonaws.com`] : [];
}

/** TRUST_PROXY for Fastify: a hop count n believes the n entries nearest this server (proxy-addr's hop index). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The whole HTTP application; main.ts and every test build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // Honour a well-formed upstream request id (load balancer); otherwise make one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    frameworkErrors: sendFrameworkError,
    logController: new CompactRequestLog(),
  });

  // Every route must say who may call it; a route without a declaration fails at start-up.
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule.`);
    for (const method of [route.method].flat())
      declaredRoutes.push({ method, url: route.url, access, owned: route.config?.owned });
  });

  registerRequestScope(app);
  traceRequests(app);
  registerMetrics(app, deps.services.metrics, config.observability.metricsToken);
  registerErrorHandling(app, config.bodyLimitBytes);
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    connectSrc: [...identityOrigins(config), ...deps.services.storage.browserOrigins],
  });
  await registerRateLimit(app, { redisUrl: config.redisUrl, orm: deps.db.orm });
  app.decorate('tokenVerifier', deps.services.identity.tokenVerifier);
  app.decorate('exportRecorder', auditedExports(deps.services.audit, deps.db.orm));
  registerAuth(app, {
    verifier: deps.services.identity.tokenVerifier,
    findUserBySub: deps.services.users.findActiveBySub,
  });

  // Every module's routes, from the one list in modules.ts. A worker process serves only its
  // health and readiness (docs/deploy.md, Roles).
  const serving =
    config.role === 'worker' ? deps.services.modules.filter((m) => m.name === 'health') : deps.services.modules;
  for (const module of serving) await module.routes?.(app, { config, db: deps.db, queue: deps.queue });
  if (config.role !== 'worker') await deps.services.storage.routes?.(app);
  webRoutes(app, config.role === 'worker' ? undefined : deps.web);

  return app;
}
