import type { EndpointResponse } from '@meridian/contracts/endpoint';
import { getPublicConfig } from '@meridian/contracts/settings';
import type { PageDataArgs, PageDataEndpoint, PublicDataSource } from '@meridian/contracts/ssr';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { browserQueryClient } from './browser-query-client';
import { endpointQueryKey } from './endpoint-query-key';

/**
 * Public page data over the HTTP API (the browser side of PublicDataSource). Each page imports the
 * contracts it reads, so they arrive with the page (apps/web/scripts/budgets.mjs).
 */
export const browserDataSource: PublicDataSource = {
  read<E extends PageDataEndpoint>(endpoint: E, ...[input]: PageDataArgs<E>): Promise<EndpointResponse<E>> {
    // The config is read again when the root route revalidates (Site settings saved): that never
    // clears the notifications on screen.
    const keepNotifications = endpoint.path === getPublicConfig.path;
    return callEndpoint(endpoint, { ...input, keepNotifications });
  },
};

/** What loaders get as their context while the server renders: its data source and the render's cache. */
export interface RenderContext {
  data: PublicDataSource;
  queryClient: QueryClient;
}

/**
 * The data source loaders read: the server's (while rendering) or the HTTP API, each through the
 * query cache under the endpoint's key. What the server rendered seeds the browser's cache
 * (query-seeds.ts), so the browser does not ask again; an answer stays until the cache drops it
 * (five minutes unused).
 */
export function dataSource(context: unknown): PublicDataSource {
  const server = context as Partial<RenderContext> | undefined;
  const source = server?.data ?? browserDataSource;
  const client = server?.queryClient ?? browserQueryClient();
  return {
    read<E extends PageDataEndpoint>(endpoint: E, ...args: PageDataArgs<E>): Promise<EndpointResponse<E>> {
      return client.ensureQueryData({
        queryKey: endpointQueryKey(endpoint, args[0] ?? {}),
        queryFn: () => source.read(endpoint, ...args),
      });
    },
  };
}
