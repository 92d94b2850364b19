import { blogListQuerySchema } from '@meridian/contracts/blog';
import type { PublicDataSource, RenderedPage, ServerEntry } from '@meridian/contracts/ssr';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Services } from '../services';
import { createPageAssets, type PageAssets } from './page-assets';
import { cachedBody, type CachedBody } from './static-assets';

export interface RenderedDocument {
  status: number;
  body: CachedBody;
}

export interface PageRenderer {
  /** The full HTML document for a path, from the cache when it is fresh. */
  page(pathname: string): Promise<RenderedDocument>;
  /** Drops every cached page (content or settings changed). */
  invalidate(): void;
  /** Where a moved page now lives (a post's earlier address), for a 301; null otherwise. */
  movedTo(pathname: string): Promise<string | null>;
}

const PAGE_TTL_MS = 5 * 60_000;
/** How often a page request may ask the database whether public content changed (any instance). */
const VERSION_CHECK_MS = 2_000;
const MAX_CACHED_PAGES = 500;
const NOT_FOUND_KEY = '\u0000404';

export function dataSourceFor(services: Services): PublicDataSource {
  return {
    config: () => services.settings.publicConfig(),
    faq: () => services.content.listFaq(),
    legal: (slug) => services.content.getLegal(slug),
    blogPosts: (query) => services.blog.published(blogListQuerySchema.parse(query)),
    blogPost: (slug) => services.blog.bySlug(slug),
    openings: () => services.careers.openings.listOpen(),
    newsletterArchive: () => services.newsletter.issues.archive(),
    newsletterIssue: (slug) => services.newsletter.issues.archived(slug),
    billboard: () => services.advertising.creatives.served(),
  };
}

export function fillTemplate(
  template: string,
  page: RenderedPage,
  assets: PageAssets = { styles: '', scripts: [] },
): string {
  return template
    .replace('<!--app-head-->', page.head + assets.styles)
    .replace('data-preload="', `data-preload="${assets.scripts.map((file) => `${file} `).join('')}`)
    .replace('<!--app-body-->', page.body)
    .replace('<!--app-data-->', `<script type="application/json" id="router-hydration">${page.hydration}</script>`);
}

/**
 * Renders pages with the web app's server entry and keeps each finished document (and its
 * compressed variants) in memory, so a page is rendered once, not on every request.
 */
export async function createPageRenderer(options: {
  webDistDir: string;
  services: Services;
  publicUrl: string;
}): Promise<PageRenderer> {
  const template = await readFile(path.join(options.webDistDir, 'client/index.html'), 'utf8');
  const entryUrl = pathToFileURL(path.join(options.webDistDir, 'server/entry-server.js')).href;
  const entry = (await import(entryUrl)) as ServerEntry;
  const data = dataSourceFor(options.services);
  const assetsFor = await createPageAssets(path.join(options.webDistDir, 'client'));
  const cache = new Map<string, { doc: RenderedDocument; expires: number }>();
  const inflight = new Map<string, Promise<RenderedDocument>>();
  const content = options.services.publicContent;
  let seenVersion: number | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  // A change made here is read on the very next request, not after the interval.
  content.onLocalChange(() => (checkedAt = 0));

  /** Drops the cache when another request (on this or any instance) changed public content. */
  async function dropIfStale(): Promise<void> {
    if (Date.now() - checkedAt < VERSION_CHECK_MS) return;
    checking ??= content
      .version()
      .then((version) => {
        if (seenVersion !== undefined && version !== seenVersion) cache.clear();
        seenVersion = version;
        checkedAt = Date.now();
      })
      .finally(() => (checking = undefined));
    await checking;
  }

  async function render(pathname: string): Promise<RenderedDocument> {
    const page = await entry.render(pathname, data, options.publicUrl);
    const html = Buffer.from(fillTemplate(template, page, assetsFor(page.modules)));
    return { status: page.status, body: await cachedBody(html, 'text/html; charset=utf-8') };
  }

  return {
    async page(pathname) {
      await dropIfStale();
      const hit = cache.get(pathname);
      if (hit && hit.expires > Date.now()) return hit.doc;
      const notFound = cache.get(NOT_FOUND_KEY);
      const pending = inflight.get(pathname) ?? render(pathname);
      inflight.set(pathname, pending);
      try {
        const doc = await pending;
        // Unknown paths share one cached 404 document, so junk URLs cannot grow the cache.
        const key = doc.status === 404 ? NOT_FOUND_KEY : pathname;
        if (doc.status === 404 && notFound && notFound.expires > Date.now()) return notFound.doc;
        if (cache.size >= MAX_CACHED_PAGES) cache.clear();
        if (doc.status === 200 || doc.status === 404) {
          cache.set(key, { doc, expires: Date.now() + PAGE_TTL_MS });
        }
        return doc;
      } finally {
        inflight.delete(pathname);
      }
    },
    invalidate: () => cache.clear(),
    async movedTo(pathname) {
      const post = /^\/blog\/([^/]+)$/.exec(pathname);
      if (!post?.[1] || post[1] === 'rss.xml') return null;
      const slug = await options.services.blog.redirectFor(post[1]);
      return slug ? `/blog/${slug}` : null;
    },
  };
}
