import { listOpenOpenings } from '@meridian/contracts/careers-public';
import { getLegalDocument, listFaq } from '@meridian/contracts/content';
import { getArchiveIssue, listArchive } from '@meridian/contracts/newsletter-archive';
import { getPublicConfig } from '@meridian/contracts/site';
import type { PublicDataSource } from '@meridian/contracts/ssr';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { browserQueryClient } from './browser-query-client';
import { endpointQueryKey } from './endpoint-query-key';

/**
 * The blog's contracts arrive with the blog pages (which import them too), not in every page's
 * entry: the public pages' size budgets (apps/web/scripts/budgets.mjs) leave no room for them there.
 */
const blogContracts = () => import('@meridian/contracts/blog');
/** Only the pages with a billboard slot load the billboard contract. */
const billboardContracts = () => import('@meridian/contracts/billboard');

/** Public page data over the HTTP API (the browser side of PublicDataSource). */
export const browserDataSource: PublicDataSource = {
  // Read again when the root route revalidates (Site settings saved): never clears the notifications on screen.
  config: () => callEndpoint(getPublicConfig, { keepNotifications: true }),
  faq: () => callEndpoint(listFaq),
  legal: (slug) => callEndpoint(getLegalDocument, { params: { slug } }),
  blogPosts: async (query) => callEndpoint((await blogContracts()).listBlogPosts, { query }),
  blogPost: async (slug) => callEndpoint((await blogContracts()).getBlogPost, { params: { slug } }),
  openings: () => callEndpoint(listOpenOpenings),
  newsletterArchive: () => callEndpoint(listArchive),
  newsletterIssue: (slug) => callEndpoint(getArchiveIssue, { params: { slug } }),
  billboard: async () => callEndpoint((await billboardContracts()).listServedCreatives),
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
  const cached = <T>(queryKey: QueryKey, load: () => Promise<T>) => client.ensureQueryData({ queryKey, queryFn: load });
  return {
    config: () => cached(endpointQueryKey(getPublicConfig, {}), () => source.config()),
    faq: () => cached(endpointQueryKey(listFaq, {}), () => source.faq()),
    legal: (slug) => cached(endpointQueryKey(getLegalDocument, { params: { slug } }), () => source.legal(slug)),
    blogPosts: async (query) => {
      const { listBlogPosts } = await blogContracts();
      return cached(endpointQueryKey(listBlogPosts, { query }), () => source.blogPosts(query));
    },
    blogPost: async (slug) => {
      const { getBlogPost } = await blogContracts();
      return cached(endpointQueryKey(getBlogPost, { params: { slug } }), () => source.blogPost(slug));
    },
    openings: () => cached(endpointQueryKey(listOpenOpenings, {}), () => source.openings()),
    newsletterArchive: () => cached(endpointQueryKey(listArchive, {}), () => source.newsletterArchive()),
    newsletterIssue: (slug) =>
      cached(endpointQueryKey(getArchiveIssue, { params: { slug } }), () => source.newsletterIssue(slug)),
    billboard: async () => {
      const { listServedCreatives } = await billboardContracts();
      return cached(endpointQueryKey(listServedCreatives, {}), () => source.billboard());
    },
  };
}
