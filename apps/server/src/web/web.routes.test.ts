import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from './page-renderer';
import { cachedBody, loadStaticAssets } from './static-assets';
import { pageKey, webRoutes } from './web.routes';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><html><body>${'<p>Seats are $500.</p>'.repeat(100)}</body></html>`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-routes-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  const page = await cachedBody(Buffer.from(html), 'text/html; charset=utf-8');
  const pages: PageRenderer = {
    page: async () => ({ status: 200, body: page }),
    invalidate: () => undefined,
    movedTo: async (pathname) => (pathname === '/blog/old-address' ? '/blog/new-address' : null),
  };
  app = Fastify();
  webRoutes(app, { assets: await loadStaticAssets(dir), pages });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static assets', () => {
  it('fingerprinted files are cached for a year and sent precompressed, brotli first', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('files outside /assets are cached for an hour only', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('pages', () => {
  it('carry an ETag, are revalidated on every visit, and answer 304 when unchanged', async () => {
    const first = await app.inject({ url: '/pricing' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({ url: '/pricing', headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const changed = await app.inject({ url: '/pricing', headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(html);
  });

  it('answer 301 at an earlier address of a moved page', async () => {
    const moved = await app.inject({ url: '/blog/old-address' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog/new-address');
  });
});

describe('pageKey', () => {
  it('keeps the query parameters a page reads, in order, and drops the rest', () => {
    expect(pageKey('/blogdirectory', '/blogdirectory?utm=x&page=2&tag=risk')).toBe('/blogdirectory?tag=risk&page=2');
    expect(pageKey('/pricing', '/pricing?tag=risk')).toBe('/pricing');
    expect(pageKey('/blogdirectory', '/blogdirectory?q=%20')).toBe('/blogdirectory');
  });
});
