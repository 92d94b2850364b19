import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from './access';
import { parseInput } from './validation';

type Parsed<T> = [T] extends [z.ZodType] ? z.output<T> : undefined;
type Any = z.ZodType | undefined;
type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, Any, Any> ? Parsed<B> : never;
type QueryOf<E> = E extends Endpoint<z.ZodType, Any, infer Q, Any> ? Parsed<Q> : never;
type ParamsOf<E> = E extends Endpoint<z.ZodType, Any, Any, infer P> ? Parsed<P> : never;

export interface EndpointInput<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointOptions {
  access: Access;
  /** Requests per minute per client address; routes without it are not limited. */
  rateLimitPerMinute?: number;
  status?: number;
}

function parseOptional(schema: z.ZodType | undefined, value: unknown): never {
  return (schema ? parseInput(schema, value ?? {}) : undefined) as never;
}

/**
 * Registers a contract endpoint: validates params, query and body with its schemas, calls the
 * handler, and serialises the result through the response schema inside the success envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions,
  handler: (input: EndpointInput<E>) => Promise<EndpointResponse<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: options.access,
      ...(options.rateLimitPerMinute ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: parseOptional(endpoint.params, request.params),
        query: parseOptional(endpoint.query, request.query),
        body: parseOptional(endpoint.body, request.body),
        request,
        reply,
      });
      const data: unknown = endpoint.response.parse(result);
      reply.header('cache-control', 'no-store');
      return reply.code(options.status ?? 200).send({ success: true, data });
    },
  });
}
