import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Orm } from '../db/database';
import type { CleanupTask } from '../jobs/housekeeping.jobs';
import { rateLimitRepository } from './rate-limit.repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the database's counters, so a limit holds across every
 * instance (docs/decisions/2026-11-27-shared-rate-limits.md). `child` gives each route its own keys.
 */
function databaseStore(orm: Orm, prefix = ''): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      rateLimitRepository.hit(orm, `${prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, its route under `routeInfo` (the
      // declared parameter type says otherwise; its own Redis store reads `routeInfo` too).
      const { method, url } = (options as unknown as { routeInfo: { method: string | string[]; url: string } })
        .routeInfo;
      const Child = databaseStore(orm, `${prefix}${[method].flat().join(',')} ${url} `);
      return new Child({});
    }
  };
}

export interface RateLimitStore {
  /** REDIS_URL: counters in Redis; otherwise in the database. */
  redisUrl: string | undefined;
  orm: Orm;
}

/**
 * Registers the limiter without a global limit: a route opts in through `rateLimitPerMinute`
 * (see registerEndpoint). Counters live where every instance sees them; the 429 body uses the API
 * envelope via the error handler. A Redis connection closes with the app.
 */
export async function registerRateLimit(app: FastifyInstance, store: RateLimitStore): Promise<void> {
  const redis = store.redisUrl ? new Redis(store.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis unreachable'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'meridian-rate-limit:' } : { store: databaseStore(store.orm) }),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const error = new Error(
        `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      ) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
}

/** Housekeeping: drops the database's counters whose window ended an hour ago. */
export const pruneRateLimitCounters: CleanupTask = {
  name: 'rate-limit-counters',
  run: (orm) => rateLimitRepository.pruneExpired(orm),
};
