import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../lib/access';
import { sendApiNotFound } from '../plugins/errors';
import type { PageRenderer } from './page-renderer';
import { sendCached } from './send-cached';
import type { StaticAsset } from './static-assets';

export interface WebApp {
  assets: Map<string, StaticAsset>;
  pages: PageRenderer;
  /** Fingerprinted files of other builds, from the shared storage (rolling deploys; PostgreSQL only). */
  otherBuilds?: (pathname: string) => Promise<StaticAsset | null>;
}

const API_PREFIXES = ['/api/', '/webhooks/', '/identity/'];

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Pages whose first HTML depends on their query (the blog directory's tag, search and page); others ignore it. */
const QUERY_PAGES: Record<string, readonly string[]> = { '/blogdirectory': ['tag', 'q', 'page'] };

/** The path, plus the query parameters the page reads, in a fixed order (the cache key and the URL rendered). */
export function pageKey(pathname: string, url: string): string {
  const names = QUERY_PAGES[pathname];
  if (!names) return pathname;
  const given = new URLSearchParams(url.split('?')[1] ?? '');
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name)?.trim().slice(0, 100);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Everything that is not an API route: built files from memory, and pages rendered once by the
 * web app's server entry. Without a built web app, unknown paths get the JSON 404.
 */
export function webRoutes(app: FastifyInstance, web: WebApp | undefined): void {
  app.setNotFoundHandler((request, reply) => sendApiNotFound(request, reply));
  if (!web) return;

  app.route({
    method: 'GET',
    url: '/*',
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (isApiPath(pathname)) return sendApiNotFound(request, reply);
      const asset =
        web.assets.get(pathname) ??
        (pathname.startsWith('/assets/') && web.otherBuilds ? await web.otherBuilds(pathname) : undefined);
      if (asset) {
        return sendCached(request, reply, asset, {
          cacheControl: asset.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        });
      }
      const moved = await web.pages.movedTo(pathname);
      if (moved) return reply.header('cache-control', 'public, max-age=300').redirect(moved, 301);
      const doc = await web.pages.page(pageKey(pathname, request.url));
      return sendCached(request, reply, doc.body, {
        status: doc.status,
        cacheControl: 'no-cache',
      });
    },
  });
}
