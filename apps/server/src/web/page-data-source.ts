import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import {
  pageDataEndpoints,
  type PageDataArgs,
  type PageDataEndpoint,
  type PageDataInput,
  type PublicDataSource,
} from '@meridian/contracts/ssr';
import type { ServerModule } from '../core/module';
import type { PageData, PageRender } from '../core/page-data';

/** By method and path: the web app's server bundle carries its own copies of the contract objects. */
const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * The data source of one render: each endpoint public pages read is answered by the module whose
 * manifest contributes it (`pageData`). Throws at start-up when one has no module, or two.
 */
export function pageDataSources(modules: readonly ServerModule[]): (render: PageRender) => PublicDataSource {
  const byEndpoint = new Map<string, PageData>();
  for (const entry of modules.flatMap((module) => module.pageData ?? [])) {
    const key = keyOf(entry.endpoint);
    if (byEndpoint.has(key)) throw new Error(`Two modules answer ${key} for public pages.`);
    byEndpoint.set(key, entry);
  }
  const missing = pageDataEndpoints.map(keyOf).filter((key) => !byEndpoint.has(key));
  if (missing.length > 0) throw new Error(`No module answers ${missing.join(', ')} for public pages.`);
  return (render) => ({
    read<E extends PageDataEndpoint>(endpoint: E, ...[input]: PageDataArgs<E>): Promise<EndpointResponse<E>> {
      const entry = byEndpoint.get(keyOf(endpoint)) as PageData<E> | undefined;
      if (!entry) throw new Error(`${keyOf(endpoint)} is not page data (packages/contracts/src/ssr.ts).`);
      return entry.read(input ?? ({} as PageDataInput<E>), render);
    },
  });
}
