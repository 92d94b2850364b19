import { getLegalDocument, listFaq } from '@meridian/contracts/content';
import { getPublicConfig } from '@meridian/contracts/site';
import type { PublicDataSource } from '@meridian/contracts/ssr';
import { callEndpoint } from './api-client';

/** Public page data over the HTTP API (the browser side of PublicDataSource). */
export const browserDataSource: PublicDataSource = {
  config: () => callEndpoint(getPublicConfig),
  faq: () => callEndpoint(listFaq),
  legal: (slug) => callEndpoint(getLegalDocument, { params: { slug } }),
};

/** Loaders get the server's data source as their context while rendering on the server. */
export function dataSource(context: unknown): PublicDataSource {
  const server = (context as { data?: PublicDataSource } | undefined)?.data;
  return server ?? browserDataSource;
}
