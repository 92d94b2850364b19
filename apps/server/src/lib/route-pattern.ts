import type { FastifyRequest } from 'fastify';

/**
 * The route pattern a request matched (`/api/v1/campaigns/:id`), never its path: what request logs,
 * metrics and traces name, so ids and tokens stay out and label values stay few. `unmatched` when no
 * route took the request.
 */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
