import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A response body held in memory with its precompressed variants. */
export interface CachedBody {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface StaticAsset extends CachedBody {
  /** Fingerprinted build output: cached for a year. */
  immutable: boolean;
}

/** The Content-Type a built file is served with, by its extension. */
export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file)] ?? 'application/octet-stream';
}

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
}

/**
 * `quality` is brotli's: 9 for pages rendered while a visitor waits, 11 (smallest, about twice the
 * work, done once at start-up) for the built files that are cached for a year.
 */
const etagOf = (identity: Buffer) => `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;

export async function cachedBody(identity: Buffer, type: string, quality = 9): Promise<CachedBody> {
  const etag = etagOf(identity);
  if (!isCompressible(type) || identity.length < 1024) return { type, etag, identity };
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { type, etag, identity, br, gzip: gz };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The variants `npm run build` wrote beside a file (apps/web/scripts/precompress.mjs), if it did. */
async function precompressed(file: string): Promise<Pick<CachedBody, 'br' | 'gzip'> | undefined> {
  try {
    const [br, gz] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
    return { br, gzip: gz };
  } catch {
    return undefined;
  }
}

/** One built file as served: its type, ETag and compressed variants (from the build when it made them). */
export async function loadStaticAsset(file: string, rel: string): Promise<StaticAsset> {
  const type = contentTypeOf(file);
  const immutable = rel.startsWith('/assets/');
  const identity = await readFile(file);
  const variants = isCompressible(type) && identity.length >= 1024 ? await precompressed(file) : undefined;
  const body = variants
    ? { type, etag: etagOf(identity), identity, ...variants }
    : await cachedBody(identity, type, immutable ? 11 : 9);
  return { ...body, immutable };
}

/**
 * Reads the built client into memory once: serving a file never touches the disk. `index.html` is
 * left out (it is the template pages are rendered into), and so are the build's `.br` and `.gz`
 * files, which are read as the variants of the file they compress.
 */
export async function loadStaticAssets(clientDir: string): Promise<Map<string, StaticAsset>> {
  const files = (await listFiles(clientDir))
    .map((file) => ({ file, rel: `/${path.relative(clientDir, file).split(path.sep).join('/')}` }))
    .filter(({ rel }) => rel !== '/index.html' && !rel.startsWith('/.vite/') && !/\.(br|gz)$/.test(rel));
  const loaded = await Promise.all(
    files.map(async ({ file, rel }): Promise<[string, StaticAsset]> => [rel, await loadStaticAsset(file, rel)]),
  );
  return new Map(loaded);
}
