import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery, type EndpointQueryInput } from '../../lib/use-endpoint-query';

/** How a TEST MODE page's object stands: loading, not there (404 or a malformed id), failed, or ready. */
export type TestPageState<T> =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

/**
 * Loads the object a local TEST MODE page stands for (a checkout, an onboarding link, a
 * subscription) from `endpoint`; `input` is null when the page's id cannot be one. It is loaded on
 * every visit (forgotten when the page closes); `reload` shows it as it is now (after an action that
 * failed because it changed meanwhile), `show` shows the object an action answered.
 */
export function useTestPage<E extends Endpoint>(endpoint: E, input: EndpointQueryInput<E> | null, loadError: string) {
  type T = EndpointResponse<E>;
  const client = useQueryClient();
  const query = useEndpointQuery(
    endpoint,
    { ...input, keepNotifications: true },
    { enabled: input !== null, gcTime: 0 },
  );
  const { refetch } = query;

  let state: TestPageState<T> = { kind: 'loading' };
  if (input === null) state = { kind: 'missing' };
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422))
    state = { kind: 'missing' };
  else if (query.error) state = { kind: 'failed', message: errorMessage(query.error, loadError) };
  else if (query.data !== undefined) state = { kind: 'ready', value: query.data };

  const reload = useCallback(async () => void (await refetch()), [refetch]);
  const key = endpointQueryKey(endpoint, { ...input });
  const show = (value: T) => client.setQueryData(key, value);
  return { state, reload, show };
}
