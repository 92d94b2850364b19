import { listServedCreatives } from './billboard';
import { getBlogPost, listBlogPosts } from './blog';
import { listOpenOpenings } from './careers-public';
import { getLegalDocument, listFaq } from './content';
import type { Endpoint, EndpointParams, EndpointQuery, EndpointResponse } from './endpoint';
import { getArchiveIssue, listArchive } from './newsletter-archive';
import { getPublicConfig } from './settings';

/**
 * The answers public pages render with, one entry per endpoint. While the server renders a page,
 * the module that owns each endpoint answers it (its manifest's `pageData`, docs/architecture.md,
 * Modules); in the browser the HTTP API does. The web app imports this file for its types only, so
 * each page's contracts still arrive with that page.
 */
export const pageDataEndpoints = [
  getPublicConfig,
  listFaq,
  getLegalDocument,
  listBlogPosts,
  getBlogPost,
  listOpenOpenings,
  listArchive,
  getArchiveIssue,
  listServedCreatives,
] as const;
export type PageDataEndpoint = (typeof pageDataEndpoints)[number];

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a page asks of an endpoint: its path parameters and query as the API takes them (those it has). */
export type PageDataInput<E extends Endpoint> = Field<'params', EndpointParams<E>> & Field<'query', EndpointQuery<E>>;

/** The input after the endpoint: optional for an endpoint without parameters or query. */
export type PageDataArgs<E extends Endpoint> =
  object extends PageDataInput<E> ? [input?: PageDataInput<E>] : [input: PageDataInput<E>];

/**
 * What public pages read. In the browser it is the HTTP API; while the server renders a page it
 * is the services themselves, so the first HTML carries the same data the API would return.
 */
export interface PublicDataSource {
  read<E extends PageDataEndpoint>(endpoint: E, ...input: PageDataArgs<E>): Promise<EndpointResponse<E>>;
}

export interface RenderedPage {
  status: number;
  /** Elements for <head>: title, description, canonical link. */
  head: string;
  /** The app's HTML for <div id="root">. */
  body: string;
  /** JSON for the router's hydration data (already safe to embed in a script element). */
  hydration: string;
  /**
   * The source modules of the lazy pages rendered (as the build manifest names them, e.g.
   * `app/routes/public/faq.page.tsx`): the server links their stylesheets in <head>.
   */
  modules: string[];
}

/** The server-side entry of the web app (apps/web/app/entry-server.tsx). */
export interface ServerEntry {
  render(url: string, data: PublicDataSource, publicUrl: string): Promise<RenderedPage>;
}
