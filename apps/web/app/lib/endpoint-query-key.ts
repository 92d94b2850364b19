import type { Endpoint } from '@meridian/contracts/endpoint';
import type { QueryKey } from '@tanstack/react-query';
import type { CallInput } from './api-client';

/**
 * The cache key of an endpoint's answer: its method and path, then what was asked (path
 * parameters, query, body). `[method, path]` alone matches every answer of the endpoint, which is
 * how a change invalidates them all.
 */
export function endpointQueryKey<E extends Endpoint>(
  endpoint: E,
  input?: Pick<CallInput<E>, 'params' | 'query' | 'body'>,
): QueryKey {
  if (!input) return [endpoint.method, endpoint.path];
  const { params, query, body } = input;
  return [endpoint.method, endpoint.path, { params: params ?? {}, query: query ?? {}, body: body ?? null }];
}
