import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import { keepPreviousData, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CallInput } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';
import { errorMessage } from './error-message';
import { useEndpointQuery } from './use-endpoint-query';
import { useSettledValue } from './use-settled-value';

export interface LiveAdminData<T> {
  /** The last loaded value; kept while a newer one loads, so tables never blank out. */
  data: T | undefined;
  error: string | null;
  /** True while a load asked for by the viewer (first load, new filters) runs; refreshes are silent. */
  loading: boolean;
  reload: () => Promise<void>;
  /** Replaces the value locally, e.g. with the row an action returned. */
  update: (change: (current: T | undefined) => T | undefined) => void;
}

interface LiveAdminDataOptions {
  /** Wait this long after the input changes (typing in a search box). */
  debounceMs?: number;
  /** Shown when the failure carries no message from the server. */
  fallbackError: string;
}

const LIVE = 'followsAdminChanges';

/** The queries useAdminChanges refreshes when the server's change marker moves. */
export const followsAdminChanges = (query: Query) => query.meta?.[LIVE] === true;

/**
 * Data of an admin view that follows the server: loaded when its input (filters) changes and again,
 * silently, whenever useAdminChanges sees the change marker move. Only the answer for the current
 * input is shown. Filters, selections and dialogs live outside this hook, so a refresh never
 * disturbs them.
 */
export function useLiveAdminData<E extends Endpoint>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
  { debounceMs = 0, fallbackError }: LiveAdminDataOptions,
): LiveAdminData<EndpointResponse<E>> {
  type T = EndpointResponse<E>;
  const client = useQueryClient();
  const settled = useSettledValue(input, debounceMs);
  const query = useEndpointQuery(
    endpoint,
    { ...settled, keepNotifications: true },
    // Dropped once the view closes: coming back loads afresh, as on a first visit.
    { placeholderData: keepPreviousData, meta: { [LIVE]: true }, gcTime: 0 },
  );
  const { refetch } = query;
  const key = useMemo(() => endpointQueryKey(endpoint, settled), [endpoint, settled]);
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const update = useCallback(
    (change: (current: T | undefined) => T | undefined) => client.setQueryData<T>(key, change),
    [client, key],
  );
  return {
    data: query.data,
    error: query.error ? errorMessage(query.error, fallbackError) : null,
    loading: query.isPending || (query.isPlaceholderData && query.isFetching),
    reload,
    update,
  };
}
