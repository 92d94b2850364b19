import type { StoragePort } from '../adapters/storage/storage';
import { cachedBody, contentTypeOf, type StaticAsset } from './static-assets';

/** Where the build's fingerprinted files are kept for other releases (`/assets/x.js` → `…/assets/x.js`). */
const PREFIX = 'private/web-assets';
const PARALLEL_UPLOADS = 8;
/** Earlier builds' files held in memory once read (they are small and never change). */
const MAX_CACHED = 300;

/**
 * Rolling deploys (docs/deploy.md, Upgrades): while old and new instances serve side by side, a page
 * from one asks any instance for its code files. Each build's fingerprinted files are copied to the
 * shared storage once (the first instance of a build to start does it), and an instance asked for
 * a file its own build does not have reads it from there. Files are named by their content, so one
 * name is one file whichever build wrote it.
 */
export function createSharedAssets(storage: StoragePort) {
  const cache = new Map<string, StaticAsset>();

  async function upload(entries: [string, StaticAsset][]): Promise<void> {
    let next = 0;
    const lane = async () => {
      for (let index = next++; index < entries.length; index = next++) {
        const [rel, asset] = entries[index] as [string, StaticAsset];
        await storage.put(`${PREFIX}${rel}`, asset.identity, { contentType: asset.type });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, lane));
  }

  return {
    /** Copies this build's fingerprinted files to the storage unless this build did already. */
    async publish(assets: Map<string, StaticAsset>, buildId: string): Promise<void> {
      const marker = `${PREFIX}/builds/${buildId}`;
      if (await storage.head(marker)) return;
      await upload([...assets].filter(([, asset]) => asset.immutable));
      await storage.put(marker, Buffer.from(`${new Date().toISOString()}\n`), { contentType: 'text/plain' });
    },

    /** An earlier (or later) build's file, or null when no build stored it. */
    async find(pathname: string): Promise<StaticAsset | null> {
      const known = cache.get(pathname);
      if (known) return known;
      const key = `${PREFIX}${pathname}`;
      if (!/^\/assets\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(pathname) || !(await storage.head(key))) return null;
      const asset = { ...(await cachedBody(await storage.read(key), contentTypeOf(pathname))), immutable: true };
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(pathname, asset);
      return asset;
    },
  };
}
export type SharedAssets = ReturnType<typeof createSharedAssets>;
