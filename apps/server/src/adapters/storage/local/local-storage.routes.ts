import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC } from '../../../lib/access';
import { assertStorageKey, attachment, PUBLIC_CACHE_CONTROL, StorageError, type StoredObject } from '../storage';
import type { createLocalUrlSigner } from './local-url-signer';

export interface LocalStorageInternals {
  signer: ReturnType<typeof createLocalUrlSigner>;
  /** Unix seconds. */
  now(): number;
  head(key: string): Promise<StoredObject | null>;
  tempFile(): Promise<string>;
  /** False when an object is already stored under the key (the upload link was used). */
  commitNew(key: string, tempFile: string, meta: { contentType: string; sizeBytes: number }): Promise<boolean>;
  /** The object's bytes, or those from `start` to `end` (inclusive). */
  stream(key: string, range?: ByteRange): Readable;
}

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A single `Range: bytes=…` of an object of `size` bytes (`a-b`, `a-`, or the last `-n`): the range,
 * null to send the whole object (no header, or one this server does not take, such as several
 * ranges), or 'unsatisfiable' for a range past the end (416).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Served files never run as a page of ours: no scripts, no plugins, no same-origin access. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ success: false, message });

function keyOf(params: unknown): string | null {
  const key = (params as { '*': string })['*'];
  try {
    assertStorageKey(key);
    return key;
  } catch (error) {
    if (error instanceof StorageError) return null;
    throw error;
  }
}

class TooLong extends Error {}

/** Passes bytes through and fails as soon as more than `limit` have gone by. */
function byteCap(limit: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new TooLong() : null, chunk);
    },
  });
  return { counter, seen: () => seen };
}

const USED = 'This upload link has already been used; ask for a new one.';

/**
 * `/files/<key>`: the presigned PUT (exact Content-Type and Content-Length, as S3 enforces signed
 * headers; it creates the object once, as S3 does with `If-None-Match: *`, so a second PUT gets 412),
 * public GETs with a year's cache, signed GETs of private objects as attachments.
 */
export async function localStorageRoutes(app: FastifyInstance, storage: LocalStorageInternals): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put('/files/*', { config: { access: PUBLIC } }, async (request, reply) => {
      const key = keyOf(request.params);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      // No signature at all is a malformed request (400); a signature that does not match is refused (403).
      if (!query.get('signature')) return refuse(reply, 400, 'This upload link is incomplete; ask for a new one.');
      const terms = key ? storage.signer.verifyUpload(key, query) : null;
      if (!key || !terms) return refuse(reply, 403, 'This upload link is not valid.');
      if (terms.expires < storage.now()) return refuse(reply, 403, 'This upload link has expired.');
      if (request.headers['content-type'] !== terms.contentType) {
        return refuse(reply, 403, `The upload must be sent as ${terms.contentType}.`);
      }
      if (request.headers['content-length'] !== String(terms.sizeBytes)) {
        return refuse(reply, 403, `The upload must be exactly ${terms.sizeBytes} bytes.`);
      }
      if (await storage.head(key)) return refuse(reply, 412, USED);
      const file = await storage.tempFile();
      const cap = byteCap(terms.sizeBytes);
      try {
        await pipeline(request.body as Readable, cap.counter, createWriteStream(file));
        if (cap.seen() !== terms.sizeBytes) throw new TooLong();
        const stored = await storage.commitNew(key, file, {
          contentType: terms.contentType,
          sizeBytes: terms.sizeBytes,
        });
        if (!stored) return refuse(reply, 412, USED);
      } catch (error) {
        await rm(file, { force: true });
        if (error instanceof TooLong) return refuse(reply, 403, `The upload must be exactly ${terms.sizeBytes} bytes.`);
        throw error;
      }
      return reply.code(200).header('cache-control', 'no-store').send();
    });

    scope.get('/files/*', { config: { access: PUBLIC } }, async (request, reply) => {
      const key = keyOf(request.params);
      const stored = key ? await storage.head(key) : null;
      if (!key || !stored) return refuse(reply, 404, 'File not found.');
      // Video players ask for ranges to start quickly and to seek.
      const range = byteRange(request.headers.range, stored.sizeBytes);
      const send = (cacheControl: string) => {
        reply
          .header('content-type', stored.contentType)
          .header('accept-ranges', 'bytes')
          .header('content-security-policy', FILE_CSP)
          .header('cache-control', cacheControl);
        if (range === 'unsatisfiable') {
          return reply.code(416).header('content-range', `bytes */${stored.sizeBytes}`).send();
        }
        if (!range) return reply.header('content-length', String(stored.sizeBytes)).send(storage.stream(key));
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.sizeBytes}`)
          .header('content-length', String(range.end - range.start + 1))
          .send(storage.stream(key, range));
      };
      if (key.startsWith('public/')) return send(PUBLIC_CACHE_CONTROL);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const terms = storage.signer.verifyDownload(key, query);
      if (!terms) return refuse(reply, 403, 'This download link is not valid.');
      if (terms.expires < storage.now()) return refuse(reply, 403, 'This download link has expired.');
      reply.header('content-disposition', attachment(terms.downloadName ?? key.split('/').pop() ?? 'file'));
      return send('private, no-store');
    });
  });
}
