import type { FastifyInstance } from 'fastify';

/**
 * Files the app keeps (blog images, résumés, advertising creatives) behind one port: local disk
 * under DATA_DIR by default (URLs signed with HMAC and served by this server), S3 (or any
 * S3-compatible store) when S3_BUCKET is set. The browser uploads with a presigned PUT and never
 * sends the file through our API; what was uploaded is checked by its content (magic bytes,
 * lib/file-signature.ts) before anything uses it.
 *
 * Keys start with their visibility: `public/…` objects are readable by anyone at `publicUrl(key)`
 * (the S3 bucket policy grants public read on `public/*` only); `private/…` objects only through a
 * short-lived `signedDownloadUrl`. Make keys with `storageKey`.
 */
export type StorageVisibility = 'public' | 'private';

export interface PresignedUploadRequest {
  /** Where the object goes (`storageKey(…)`); chosen by the server, never by the browser. */
  key: string;
  /** The exact Content-Type the browser must send with the PUT (signed). */
  contentType: string;
  /** The exact size the browser declared; the PUT must send this Content-Length (signed). */
  sizeBytes: number;
  /** The upload is refused (StorageError `too_large`) when `sizeBytes` is above this. */
  maxBytes: number;
  /** How long the URL can be used. */
  expiresInSeconds: number;
}

export interface PresignedUpload {
  /** Where the browser PUTs the file. */
  url: string;
  method: 'PUT';
  /** Headers the browser must send with the PUT, exactly (Content-Type and `If-None-Match: *` at least). */
  headers: Record<string, string>;
  key: string;
  expiresAt: Date;
}

export interface StoredObject {
  key: string;
  sizeBytes: number;
  contentType: string;
}

export interface StoragePort {
  readonly kind: 'local' | 's3';
  presignUpload(request: PresignedUploadRequest): Promise<PresignedUpload>;
  /** A URL anyone may read for a public object (stable, long-cache). */
  publicUrl(key: string): string;
  /** A short-lived signed URL for a private object (résumés: admins only). */
  signedDownloadUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  /** Null when nothing is stored under the key. */
  head(key: string): Promise<StoredObject | null>;
  /** The first `bytes` of the object, to check what it really is (magic bytes). */
  readStart(key: string, bytes: number): Promise<Buffer>;
  /** The whole object (image processing). */
  read(key: string): Promise<Buffer>;
  /** Writes an object the server produced itself (resized images). */
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Origins the browser PUTs to and reads from besides our own (the Content-Security-Policy allows them). */
  readonly browserOrigins: string[];
  /** Routes serving the adapter's own URLs (local disk); S3 serves its URLs itself. */
  routes?(app: FastifyInstance): Promise<void>;
}

export type StorageErrorCode = 'too_large' | 'bad_key' | 'not_found';

/** A request the storage refuses before anything is stored. */
export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

const KEY = /^(public|private)\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Throws a StorageError unless `key` is `public/…` or `private/…` of safe path segments. */
export function assertStorageKey(key: string): StorageVisibility {
  const match = KEY.exec(key);
  if (!match || key.length > MAX_KEY_LENGTH || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new StorageError('bad_key', `Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return match[1] as StorageVisibility;
}

/** A fresh key: `<visibility>/<folder>/<yyyy>/<mm>/<random>.<extension>`. */
export function storageKey(visibility: StorageVisibility, folder: string, extension: string, at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const key = `${visibility}/${folder}/${at.getUTCFullYear()}/${month}/${crypto.randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

/** What every adapter checks before presigning an upload. */
export function checkUploadRequest(request: PresignedUploadRequest): StorageVisibility {
  const visibility = assertStorageKey(request.key);
  if (!Number.isInteger(request.sizeBytes) || request.sizeBytes < 1) {
    throw new StorageError('too_large', 'The file is empty.');
  }
  if (request.sizeBytes > request.maxBytes) {
    throw new StorageError('too_large', `The file is larger than ${request.maxBytes} bytes.`);
  }
  return visibility;
}

/**
 * The condition every presigned PUT carries: create the object, never replace one (a second PUT to
 * the same link is refused with 412).
 */
export const UPLOAD_ONCE_HEADERS = { 'If-None-Match': '*' } as const;

/** Public objects never change under their key (a new upload gets a new key), so they cache for a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `attachment` with an ASCII fallback name and the exact one (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
