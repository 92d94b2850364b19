import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint as both sides see it: the server registers it and validates with these schemas,
 * the browser calls it and gets the response type from the same object.
 */
export interface Endpoint<
  TResponse extends z.ZodType = z.ZodType,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  response: TResponse;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
}

export function defineEndpoint<
  TResponse extends z.ZodType,
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<TResponse, TBody, TQuery, TParams>): Endpoint<TResponse, TBody, TQuery, TParams> {
  return endpoint;
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;
export type EndpointResponse<E> = E extends Endpoint<infer R> ? z.output<R> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, infer B> ? InputOf<B> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, z.ZodType | undefined, infer Q> ? InputOf<Q> : never;
export type EndpointParams<E> =
  E extends Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType | undefined, infer P> ? InputOf<P> : never;

/** Replaces `:name` segments of a path with URL-encoded values. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
