import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../lib/access';
import { sendApiNotFound } from '../plugins/errors';
import type { PageRenderer } from './page-renderer';
import { sendCached } from './send-cached';
import type { StaticAsset } from './static-assets';

export interface WebApp {
  assets: Map<string, StaticAsset>;
  pages: PageRenderer;
}

const API_PREFIXES = ['/api/', '/webhooks/', '/identity/'];

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
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
      const asset = web.assets.get(pathname);
      if (asset) {
        return sendCached(request, reply, asset, {
          cacheControl: asset.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        });
      }
      const doc = await web.pages.page(pathname);
      return sendCached(request, reply, doc.body, {
        status: doc.status,
        cacheControl: 'no-cache',
      });
    },
  });
}
