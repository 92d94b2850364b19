import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireUser } from './request-auth';
import { actorFrom, mayTouch, type Access, type Actor } from './access';
import { AppError } from './app-error';
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

/**
 * A route on one owned row (docs/product.md, Ownership): before the body is read, the row the
 * params or query name must be the caller's (or the caller an admin); otherwise the answer is the
 * 404 a missing row gets, so nobody learns that another sender's row exists.
 */
export interface Ownership<E extends Endpoint = Endpoint> {
  /** The resource's name; the authorisation matrix finds its fixture by it (apps/server/test/ownership/). */
  resource: string;
  /** The 404 message, e.g. "Contact not found." */
  notFound: string;
  /** The owner's user id of the row named by the request, or null when there is no such row. */
  ownerOf: (input: { params: ParamsOf<E>; query: QueryOf<E> }) => Promise<number | null>;
  /** Only the owner, admins included (a person's own notes); by default admins pass. */
  ownerOnly?: boolean;
}

export interface EndpointOptions<E extends Endpoint = Endpoint> {
  access: Access;
  /** Requests per minute per client address; routes without it are not limited. */
  rateLimitPerMinute?: number;
  status?: number;
  /** A handler's null answer is 204 No Content (the seed's "not connected" lookups). */
  noContentWhenNull?: boolean;
  owned?: Ownership<E>;
  /** The largest body this route accepts, when above the app's BODY_LIMIT_BYTES (an uploaded file). */
  bodyLimit?: number;
}

function parseOptional(schema: z.ZodType | undefined, value: unknown): never {
  return (schema ? parseInput(schema, value ?? {}) : undefined) as never;
}

/** The acting user of a signed-in request, for services that scope by owner. */
export function actorOf(request: FastifyRequest): Actor {
  return actorFrom(requireUser(request));
}

/**
 * Registers a contract endpoint: validates params, query and body with its schemas, checks
 * ownership when the route declares it, calls the handler, and serialises the result through the
 * response schema inside the success envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions<E>,
  handler: (input: EndpointInput<E>) => Promise<EndpointResponse<E>>,
): void {
  const { owned } = options;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      access: options.access,
      ...(owned ? { owned: owned.resource } : {}),
      ...(options.rateLimitPerMinute ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } : {}),
    },
    handler: async (request, reply) => {
      const params = parseOptional(endpoint.params, request.params) as ParamsOf<E>;
      const query = parseOptional(endpoint.query, request.query) as QueryOf<E>;
      if (owned) {
        const actor = actorOf(request);
        const ownerId = await owned.ownerOf({ params, query });
        if (!mayTouch(owned.ownerOnly ? { ...actor, isAdmin: false } : actor, ownerId)) {
          throw new AppError('NOT_FOUND', owned.notFound);
        }
      }
      const result = await handler({
        params,
        query,
        body: parseOptional(endpoint.body, request.body),
        request,
        reply,
      });
      const data: unknown = endpoint.response.parse(result);
      reply.header('cache-control', 'no-store');
      if (data === null && options.noContentWhenNull) return reply.code(204).send();
      return reply.code(options.status ?? 200).send({ success: true, data });
    },
  });
}
