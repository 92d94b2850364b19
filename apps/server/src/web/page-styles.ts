import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheets of a chunk and of every chunk it imports statically, in import order. */
function stylesheetsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => stylesheetsOf(manifest, child, seen)), ...(chunk.css ?? [])];
}

/**
 * Links for the stylesheets of the lazy pages a render used (docs/decisions/2026-11-23-page-speed.md).
 * The entry's own CSS is already one render-blocking file in the template, so only what a page adds
 * is linked; a page that adds nothing gets no extra request.
 */
export async function createPageStyles(clientDir: string): Promise<(modules: string[]) => string> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => '';
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = new Set(entryKey ? stylesheetsOf(manifest, entryKey) : []);
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    let links = cache.get(key);
    if (links === undefined) {
      const seen = new Set<string>();
      const files = [...new Set(modules.flatMap((module) => stylesheetsOf(manifest, module, seen)))];
      links = files
        .filter((file) => !inEntry.has(file))
        .map((file) => `<link rel="stylesheet" href="/${file}">`)
        .join('');
      cache.set(key, links);
    }
    return links;
  };
}
