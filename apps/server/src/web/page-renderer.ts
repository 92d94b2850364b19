import type { RenderedPage, ServerEntry } from '@meridian/contracts/ssr';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Services } from '../services';
import { createPageAssets, type PageAssets } from './page-assets';
import { pageDataSources } from './page-data-source';
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
const VERSION_CHECK_MS = 1_000;
/** How long after a local change every request reads the version until the change's commit shows. */
const LOCAL_CHANGE_WAIT_MS = 5_000;
const MAX_CACHED_PAGES = 500;

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

interface CachedPage {
  /** The rendered variant of each turn of the page's rotation (one turn for a page whose data does not rotate). */
  docs: Map<number, RenderedDocument>;
  turns: number;
  next: number;
  expires: number;
}

/**
 * Renders pages with the web app's server entry and keeps each finished document (and its
 * compressed variants) in memory, so a page is rendered once, not on every request. A page whose
 * data rotates (a billboard slot's creatives: core/page-data.ts) is kept in one variant per turn,
 * and successive requests get the variants in turn (docs/product.md, Digital billboard, Rotation).
 * Its data comes from the modules' manifests (`pageData`).
 */
export async function createPageRenderer(options: {
  webDistDir: string;
  services: Services;
  publicUrl: string;
}): Promise<PageRenderer> {
  const template = await readFile(path.join(options.webDistDir, 'client/index.html'), 'utf8');
  const entryUrl = pathToFileURL(path.join(options.webDistDir, 'server/entry-server.js')).href;
  const entry = (await import(entryUrl)) as ServerEntry;
  const assetsFor = await createPageAssets(path.join(options.webDistDir, 'client'));
  const pageData = pageDataSources(options.services.modules);
  const cache = new Map<string, CachedPage>();
  const inflight = new Map<string, Promise<{ doc: RenderedDocument; turns: number }>>();
  const content = options.services.publicContent;
  let seenVersion: number | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  /** Bumped by every clear: a render begun under an older generation is served but never stored. */
  let generation = 0;
  /** A version this instance wrote and has not yet read back committed, and until when to wait for it. */
  let awaited: { version: number; until: number } | undefined;
  content.onLocalChange((version) => {
    awaited = { version: Math.max(version, awaited?.version ?? 0), until: Date.now() + LOCAL_CHANGE_WAIT_MS };
  });

  function clear(): void {
    cache.clear();
    generation += 1;
  }

  /** A local change not yet seen committed makes every request read the version (not every second). */
  function due(): boolean {
    if (awaited && (seenVersion ?? 0) < awaited.version && Date.now() < awaited.until) return true;
    awaited = undefined;
    return Date.now() - checkedAt >= VERSION_CHECK_MS;
  }

  /** Drops the cache when another request (on this or any instance) changed public content. */
  async function dropIfStale(): Promise<void> {
    if (!due()) return;
    checking ??= content
      .version()
      .then((version) => {
        if (seenVersion !== undefined && version !== seenVersion) clear();
        seenVersion = version;
        checkedAt = Date.now();
      })
      .finally(() => (checking = undefined));
    await checking;
  }

  async function render(pathname: string, turn: number): Promise<{ doc: RenderedDocument; turns: number }> {
    let turns = 1;
    const data = pageData({ turn, rotates: (count) => (turns = Math.max(1, count)) });
    const page = await entry.render(pathname, data, options.publicUrl);
    const html = Buffer.from(fillTemplate(template, page, assetsFor(page.modules)));
    return { doc: { status: page.status, body: await cachedBody(html, 'text/html; charset=utf-8') }, turns };
  }

  /** One render per path, turn and generation at a time: concurrent requests share it. */
  async function renderOnce(pathname: string, turn: number) {
    const key = `${pathname}\u0000${turn}\u0000${generation}`;
    const pending = inflight.get(key) ?? render(pathname, turn);
    inflight.set(key, pending);
    try {
      return await pending;
    } finally {
      inflight.delete(key);
    }
  }

  return {
    async page(pathname) {
      await dropIfStale();
      const started = generation;
      const hit = cache.get(pathname);
      if (hit && hit.expires > Date.now()) {
        const turn = hit.next++ % hit.turns;
        const known = hit.docs.get(turn);
        if (known) return known;
        const { doc } = await renderOnce(pathname, turn);
        if (doc.status === 200 && cache.get(pathname) === hit && generation === started) hit.docs.set(turn, doc);
        return doc;
      }
      const { doc, turns } = await renderOnce(pathname, 0);
      // Only pages are kept: a 404 is rendered per request, so junk addresses cannot grow the cache,
      // and each carries its own route's error state (an unknown post's is not the catch-all's). A
      // page whose render began before a clear may show what the clear was for: it is not kept.
      if (doc.status !== 200 || generation !== started) return doc;
      if (cache.size >= MAX_CACHED_PAGES) cache.clear();
      cache.set(pathname, { docs: new Map([[0, doc]]), turns, next: 1, expires: Date.now() + PAGE_TTL_MS });
      return doc;
    },
    invalidate: clear,
    async movedTo(pathname) {
      const post = /^\/blog\/([^/]+)$/.exec(pathname);
      if (!post?.[1] || post[1] === 'rss.xml') return null;
      const slug = await options.services.blog.redirectFor(post[1]);
      return slug ? `/blog/${slug}` : null;
    },
  };
}
