import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySigV4 } from './fake-s3-sigv4';

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  lastModified: Date;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  objects: Map<string, StoredObject>;
  close(): Promise<void>;
}

const xmlError = (response: ServerResponse, status: number, code: string, message: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `bytes=a-b` of a body of `size` bytes, or null for the whole body. */
function rangeOf(header: string | undefined, size: number): [number, number] | null {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
  return [start, end];
}

/**
 * An S3-compatible server for tests: one bucket, path-style, objects in memory. It checks SigV4
 * signatures (presigned and header-signed, expiry included) as S3 does, so an expired or altered URL,
 * or a PUT whose signed Content-Type or Content-Length differs, is refused with S3's 403, and a PUT
 * with `If-None-Match: *` over an existing object with S3's 412. Anonymous
 * reads are allowed for `public/*` only, as the bucket policy in docs/deploy.md grants.
 */
export async function startFakeS3(options: { now?: () => Date } = {}): Promise<FakeS3> {
  const bucket = 'meridian-test';
  const credentials = { accessKeyId: 'AKIAFAKES3TEST', secretAccessKey: 'fake-s3-secret-access-key' };
  const objects = new Map<string, StoredObject>();
  const now = options.now ?? (() => new Date());

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => xmlError(response, 500, 'InternalError', String(error)));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (bucketName !== bucket) return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const verdict = verifySigV4(request, credentials, now());
    if (verdict === 'anonymous') {
      if (!(request.method === 'GET' && key.startsWith('public/')))
        return xmlError(response, 403, 'AccessDenied', 'Access Denied');
    } else if (verdict) {
      await bodyOf(request);
      return xmlError(response, verdict.status, verdict.code, verdict.message);
    }

    if (request.method === 'PUT') {
      const body = await bodyOf(request);
      if (request.headers['content-length'] === undefined)
        return xmlError(response, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      // A conditional write, as S3 does it: `If-None-Match: *` creates the object only when there is none.
      if (request.headers['if-none-match'] === '*' && objects.has(key))
        return xmlError(
          response,
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
      objects.set(key, {
        body,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        cacheControl: request.headers['cache-control'],
        lastModified: now(),
      });
      response.writeHead(200, { etag: `"${body.length.toString(16)}"` });
      return response.end();
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    const object = objects.get(key);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return xmlError(response, 405, 'MethodNotAllowed', 'Method not allowed');
    if (!object) {
      if (request.method === 'HEAD') {
        response.writeHead(404);
        return response.end();
      }
      return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    const range = rangeOf(request.headers.range, object.body.length);
    const body = range ? object.body.subarray(range[0], range[1] + 1) : object.body;
    const disposition = url.searchParams.get('response-content-disposition');
    response.writeHead(range ? 206 : 200, {
      'content-type': object.contentType,
      'content-length': String(body.length),
      'last-modified': object.lastModified.toUTCString(),
      etag: `"${object.body.length.toString(16)}"`,
      ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      ...(disposition ? { 'content-disposition': disposition } : {}),
      ...(range ? { 'content-range': `bytes ${range[0]}-${range[1]}/${object.body.length}` } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
