import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { callEndpoint, type CallInput } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';

/** What a query sends: the call's input without the abort signal, which the query supplies. */
export type EndpointQueryInput<E extends Endpoint> = Omit<CallInput<E>, 'signal'>;

export type EndpointQueryOptions<E extends Endpoint, TData = EndpointResponse<E>> = Omit<
  UseQueryOptions<EndpointResponse<E>, Error, TData>,
  'queryKey' | 'queryFn'
> & {
  /**
   * Let the request finish even when nobody wants the answer any more, for a call made once that
   * changes something (a release, a confirmation): a view mounted twice (React's development mode)
   * then takes the first call's answer instead of aborting it and calling again.
   */
  keepRunning?: boolean;
};

/**
 * An endpoint's answer through the query cache, keyed by the endpoint and the input. Failures are
 * the API client's `ApiError` (or a plain Error for an answer that does not fit the contract);
 * a query that is no longer wanted aborts its request. Poll with `refetchInterval`, refresh by
 * invalidating the key.
 */
export function useEndpointQuery<E extends Endpoint, TData = EndpointResponse<E>>(
  endpoint: E,
  input: EndpointQueryInput<E> = {},
  { keepRunning = false, ...options }: EndpointQueryOptions<E, TData> = {},
): UseQueryResult<TData, Error> {
  return useQuery({
    queryKey: endpointQueryKey(endpoint, input),
    // Reading the query's abort signal is what lets TanStack abort the request, so a call that keeps
    // running never reads it.
    queryFn: keepRunning
      ? () => callEndpoint(endpoint, input)
      : ({ signal }) => callEndpoint(endpoint, { ...input, signal }),
    ...options,
  });
}
