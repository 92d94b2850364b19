import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { callEndpoint, type CallInput } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';

export interface EndpointMutationOptions<E extends Endpoint>
  extends Omit<UseMutationOptions<EndpointResponse<E>, Error, CallInput<E>>, 'mutationFn'> {
  /** Endpoints whose cached answers are stale once this call succeeds: shown ones load again. */
  invalidates?: readonly Endpoint[];
}

/**
 * Calls an endpoint that changes something (`mutateAsync({ params, body })`), with its failures as
 * the API client's `ApiError`. After a success the answers of `invalidates` are refreshed, so the
 * lists that show the change follow it without hand-written reloads.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  { invalidates = [], onSuccess, ...options }: EndpointMutationOptions<E> = {},
): UseMutationResult<EndpointResponse<E>, Error, CallInput<E>> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<E>) => callEndpoint(endpoint, input),
    ...options,
    onSuccess: (...args) => {
      // Not awaited: the caller goes on at once and the lists catch up, as a reload would.
      for (const stale of invalidates) void client.invalidateQueries({ queryKey: endpointQueryKey(stale) });
      return onSuccess?.(...args);
    },
  });
}
