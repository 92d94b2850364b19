import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../core/metrics/metrics';
import { PUBLIC } from '../lib/access';
import { AppError } from '../lib/app-error';
import { routePattern } from '../lib/route-pattern';
import { bearerToken } from '../lib/request-auth';

export const METRICS_MESSAGES = {
  token: 'The metrics need the metrics token: send "Authorization: Bearer <METRICS_TOKEN>".',
} as const;

/** Seconds; from a cached page (about a millisecond) to a slow report. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus text, and the HTTP request metrics, when METRICS_TOKEN is set
 * (docs/deploy.md, Metrics). The route is public as far as user sign-in goes: its own credential
 * is the token, compared in constant time.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token || !metrics.enabled) return;
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = metrics.counter({
    name: 'meridian_http_requests_total',
    help: 'HTTP requests this process answered, by method, route pattern and status code.',
    labelNames,
  });
  const latency = metrics.histogram({
    name: 'meridian_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status code.',
    labelNames,
    buckets: LATENCY_BUCKETS,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routePattern(request), status: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const expected = digest(token);
  app.route({
    method: 'GET',
    url: '/metrics',
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const given = bearerToken(request);
      if (!given || !timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED', METRICS_MESSAGES.token);
      }
      const { contentType, text } = await metrics.exposition();
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
    },
  });
}
