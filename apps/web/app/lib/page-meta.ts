import type { PublicConfig } from '@meridian/contracts/settings';
import type { UIMatch } from 'react-router';

export interface PageMeta {
  title: string;
  description: string;
  /** Panels and private pages ask search engines not to index them. */
  noindex?: boolean;
  /** The share card's image (absolute URL): a large-image card when set. */
  image?: string;
  imageAlt?: string;
  /** `article` for a blog post (OpenGraph type); `website` otherwise. */
  type?: 'website' | 'article';
  /** Structured data (schema.org JSON-LD) for the page. */
  jsonLd?: Record<string, unknown>;
}

export interface RouteHandle {
  meta?: (data: unknown, config: PublicConfig) => PageMeta;
  /** HTTP status of the page (404 for the catch-all). */
  status?: number;
  /** The page has a newsletter band of its own: the footer points to it instead of a second form. */
  newsletterBand?: boolean;
}

export type ResolvedMeta = PageMeta & { noindex: boolean };

/** The deepest route's meta, with the document title built from the site name. */
export function resolveMeta(matches: UIMatch[], config: PublicConfig): ResolvedMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (match && handle?.meta) {
      const meta = handle.meta(match.loaderData, config);
      const title = meta.title === config.siteName ? meta.title : `${meta.title} | ${config.siteName}`;
      return { ...meta, title, noindex: meta.noindex ?? false };
    }
  }
  return { title: config.siteName, description: config.tagline, noindex: false };
}

export function statusOf(matches: { route: { handle?: unknown } }[]): number {
  for (const match of matches) {
    const status = (match.route.handle as RouteHandle | undefined)?.status;
    if (status) return status;
  }
  return 200;
}

/** The handle of a page whose title and description do not depend on its data. */
export function pageHandle(title: string, description: string): RouteHandle {
  return { meta: () => ({ title, description }) };
}
