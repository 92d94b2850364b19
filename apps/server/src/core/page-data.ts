import type { EndpointResponse } from '@meridian/contracts/endpoint';
import type { PageDataEndpoint, PageDataInput } from '@meridian/contracts/ssr';

/**
 * The render a page's data is read for. A page that shows one of several items in turn (a billboard
 * slot's creatives) is rendered and cached in one variant per turn, handed out in rotation
 * (docs/product.md, Digital billboard, Rotation): the data that rotates reads its `turn` and says
 * how many turns there are.
 */
export interface PageRender {
  /** Which variant is rendered, from 0. */
  readonly turn: number;
  /** The page is kept in this many variants (at least one). */
  rotates(turns: number): void;
}

/**
 * A module's answer to one of the endpoints public pages render with (`pageDataEndpoints` in
 * packages/contracts/src/ssr.ts): what the API route answers, read straight from the services while
 * the server renders the page. The input is what the page passed, not parsed by the endpoint's
 * schemas: a malformed slug gets the services' own 404, as a page expects.
 */
export interface PageData<E extends PageDataEndpoint = PageDataEndpoint> {
  readonly endpoint: E;
  read(input: PageDataInput<E>, render: PageRender): Promise<EndpointResponse<E>>;
}

export function definePageData<E extends PageDataEndpoint>(
  endpoint: E,
  read: (input: PageDataInput<E>, render: PageRender) => Promise<EndpointResponse<E>>,
): PageData<E> {
  return { endpoint, read };
}
