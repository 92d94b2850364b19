import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One cached answer the server rendered with: its key, and the route whose loader data it is. */
export interface QuerySeed {
  key: QueryKey;
  route: string;
}

type LoaderData = Record<string, unknown>;

/**
 * Carries the server render's cached answers into the browser's cache without sending them twice:
 * a loader that reads through the cache returns the cached value itself, so each answer is found
 * in the router's hydration data by identity and only its key and route id travel beside it.
 */
export const querySeeds = {
  /** On the server, after the loaders ran: which route's data each cached answer is. */
  list(client: QueryClient, loaderData: LoaderData): QuerySeed[] {
    const routes = Object.entries(loaderData);
    return client
      .getQueryCache()
      .getAll()
      .flatMap((query) => {
        const data = query.state.data;
        const route = data === undefined ? undefined : routes.find(([, value]) => value === data)?.[0];
        return route ? [{ key: query.queryKey, route }] : [];
      });
  },
  /** In the browser, before the router starts: puts each seeded answer in the cache. */
  plant(client: QueryClient, seeds: readonly QuerySeed[], loaderData: LoaderData): void {
    for (const { key, route } of seeds) {
      if (loaderData[route] !== undefined) client.setQueryData(key, loaderData[route]);
    }
  },
};
