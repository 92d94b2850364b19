import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageS3Config } from '../../../config/storage';
import {
  assertStorageKey,
  attachment,
  checkUploadRequest,
  PUBLIC_CACHE_CONTROL,
  StorageError,
  UPLOAD_ONCE_HEADERS,
  type StoragePort,
} from '../storage';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * S3 or any S3-compatible store (S3_ENDPOINT: MinIO, R2, …, addressed path-style). Presigned PUTs
 * sign Content-Type, Content-Length and `If-None-Match: *`, so S3 itself refuses another type or
 * size, and a second PUT to the same link (412: the store must support conditional writes, as S3,
 * MinIO and R2 do); public objects also carry a year's Cache-Control. The bucket policy must allow anonymous reads of `public/*`
 * (docs/deploy.md, Storage).
 */
export function createS3Storage(config: StorageS3Config, now: () => Date = () => new Date()): StoragePort {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials: config.credentials,
    // Browsers PUT the file themselves: no checksum the presigned URL would make them send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const publicBase = (
    config.publicUrl ??
    (config.endpoint ? `${config.endpoint}/${Bucket}` : `https://${Bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  const browserOrigins = [
    ...new Set([
      new URL(publicBase).origin,
      config.endpoint ? new URL(config.endpoint).origin : `https://${Bucket}.s3.${config.region}.amazonaws.com`,
    ]),
  ];

  async function getObject(key: string, range?: string): Promise<Buffer> {
    assertStorageKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (notFound(error)) throw new StorageError('not_found', 'Nothing is stored under that key.');
      throw error;
    }
  }

  return {
    kind: 's3',
    browserOrigins,
    async presignUpload(request) {
      const visibility = checkUploadRequest(request);
      const cacheControl = visibility === 'public' ? PUBLIC_CACHE_CONTROL : undefined;
      const command = new PutObjectCommand({
        Bucket,
        Key: request.key,
        ContentType: request.contentType,
        ContentLength: request.sizeBytes,
        CacheControl: cacheControl,
        IfNoneMatch: UPLOAD_ONCE_HEADERS['If-None-Match'],
      });
      const signingDate = now();
      const url = await getSignedUrl(client, command, {
        expiresIn: request.expiresInSeconds,
        signingDate,
        signableHeaders: new Set([
          'content-type',
          'content-length',
          'if-none-match',
          ...(cacheControl ? ['cache-control'] : []),
        ]),
      });
      const headers: Record<string, string> = { 'Content-Type': request.contentType, ...UPLOAD_ONCE_HEADERS };
      if (cacheControl) headers['Cache-Control'] = cacheControl;
      return {
        url,
        method: 'PUT',
        headers,
        key: request.key,
        expiresAt: new Date(signingDate.getTime() + request.expiresInSeconds * 1000),
      };
    },
    publicUrl(key) {
      if (assertStorageKey(key) !== 'public')
        throw new StorageError('bad_key', 'Only public objects have a public URL.');
      return `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
    async signedDownloadUrl(key, { expiresInSeconds, downloadName }) {
      assertStorageKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: downloadName ? attachment(downloadName) : 'attachment',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: now() });
    },
    async head(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          key,
          sizeBytes: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    readStart: (key, bytes) => getObject(key, `bytes=0-${bytes - 1}`),
    read: (key) => getObject(key),
    async put(key, body, { contentType }) {
      const visibility = assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: visibility === 'public' ? PUBLIC_CACHE_CONTROL : undefined,
        }),
      );
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
