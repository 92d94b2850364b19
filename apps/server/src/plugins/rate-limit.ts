import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Registers the limiter without a global limit: a route opts in through `rateLimitPerMinute`
 * (see registerEndpoint). The 429 body uses the API envelope via the error handler.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
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
