import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What a rendered page adds to the template: its lazy chunks' stylesheets and scripts. */
export interface PageAssets {
  /** `<link rel="stylesheet">` elements for <head>. */
  styles: string;
  /** Script files (`/assets/…`) for the boot script to preload with the entry. */
  scripts: string[];
}

/** A chunk and every chunk it imports statically, dependencies first. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => chunksOf(manifest, child, seen)), chunk];
}

/**
 * The assets of the lazy layouts and pages a render used (docs/decisions/2026-11-23-page-speed.md).
 * The entry's own CSS is already one render-blocking file and its scripts are already in the boot
 * list, so only what a page adds is named; a page is styled on first paint and its code arrives with
 * the entry instead of after it.
 */
export async function createPageAssets(clientDir: string): Promise<(modules: string[]) => PageAssets> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => ({ styles: '', scripts: [] });
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? chunksOf(manifest, entryKey) : [];
  const inEntry = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  // The stylesheets the build merged into the page's one stylesheet (apps/web/build/page-boot.ts).
  const merged = await readFile(path.join(clientDir, '.vite/page-css.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { sheets: string[] }).sheets,
    () => [],
  );
  for (const sheet of merged) inEntry.add(sheet);
  const cache = new Map<string, PageAssets>();
  return (modules) => {
    const key = modules.join('\n');
    let assets = cache.get(key);
    if (!assets) {
      const seen = new Set<string>();
      const chunks = modules.flatMap((module) => chunksOf(manifest, module, seen));
      const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !inEntry.has(file));
      const scripts = [...new Set(chunks.map((chunk) => chunk.file))].filter((file) => !inEntry.has(file));
      assets = {
        styles: styles.map((file) => `<link rel="stylesheet" href="/${file}">`).join(''),
        scripts: scripts.map((file) => `/${file}`),
      };
      cache.set(key, assets);
    }
    return assets;
  };
}
