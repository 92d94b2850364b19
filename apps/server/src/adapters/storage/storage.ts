/**
 * Files the app keeps (blog images, résumés, advertising creatives) behind one port: local disk
 * under DATA_DIR by default (URLs signed with HMAC and served by this server), S3 (or any
 * S3-compatible store) when S3_BUCKET is set. The browser uploads with a presigned PUT and never
 * sends the file through our API; what was uploaded is checked by its content (magic bytes) before
 * anything uses it.
 */
export type StorageVisibility = 'public' | 'private';

export interface PresignedUploadRequest {
  /** Where the object goes, e.g. `blog/2026/11/4f3a….webp`; chosen by the server, never by the browser. */
  key: string;
  /** The exact Content-Type the browser must send with the PUT. */
  contentType: string;
  /** The upload is refused above this size. */
  maxBytes: number;
  /** How long the URL can be used. */
  expiresInSeconds: number;
  visibility: StorageVisibility;
}

export interface PresignedUpload {
  /** Where the browser PUTs the file. */
  url: string;
  method: 'PUT';
  /** Headers the browser must send with the PUT (Content-Type at least). */
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
  put(key: string, body: Buffer, options: { contentType: string; visibility: StorageVisibility }): Promise<void>;
  delete(key: string): Promise<void>;
}
