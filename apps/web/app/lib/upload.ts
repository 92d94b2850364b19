import type { Endpoint, EndpointBody } from '@meridian/contracts/endpoint';
import type { UploadTarget, uploadTargetSchema } from '@meridian/contracts/uploads';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { callEndpoint } from './api-client';

/** An endpoint that hands out an upload target (packages/contracts/src/uploads.ts). */
export type UploadEndpoint = Endpoint<typeof uploadTargetSchema, z.ZodType>;

export interface UploadRequest<E extends UploadEndpoint> {
  /** The domain's endpoint, and what it is told about the file (its type and size, and what else it asks). */
  endpoint: E;
  body: EndpointBody<E>;
  file: Blob;
  /** What the viewer is told when the file does not reach storage (the message of UploadFailed). */
  failed: string;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** The file did not reach storage (no connection, a link that expired or was used, an unusable target). */
export class UploadFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadFailed';
  }
}

/** Headers only the browser may set: XMLHttpRequest refuses them (and says so in the console). */
const SET_BY_BROWSER =
  /^(accept-charset|accept-encoding|access-control-request-.*|connection|content-length|cookie2?|date|dnt|expect|host|keep-alive|origin|referer|set-cookie|te|trailer|transfer-encoding|upgrade|via|proxy-.*|sec-.*)$/i;

/** The target's URL when it is one the browser may PUT to (http or https), else null. */
function targetUrl(target: UploadTarget): string | null {
  try {
    const url = new URL(target.url, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

type PutOptions = Omit<UploadRequest<UploadEndpoint>, 'endpoint' | 'body'>;

/** PUTs the file with the target's own headers, reporting progress; resolves once storage answered 2xx. */
function put(target: UploadTarget, url: string, request: PutOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const failed = () => reject(new UploadFailed(request.failed));
    xhr.open(target.method, url);
    for (const [name, value] of Object.entries(target.headers)) {
      if (!SET_BY_BROWSER.test(name)) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : failed());
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    if (request.signal?.aborted) return xhr.abort();
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.file);
  });
}

/**
 * A file straight to storage (docs/product.md, Uploads): asks the domain's endpoint for an upload
 * target (the answer checked against the one target schema), PUTs the file there with the target's
 * signed headers and reports its progress. Resolves with the key the form then names. A refused
 * request rejects with the API's ApiError (its 422 names `contentType` or `sizeBytes`); a file that
 * does not reach storage with UploadFailed.
 */
export async function uploadFile<E extends UploadEndpoint>(request: UploadRequest<E>): Promise<string> {
  const target: UploadTarget = await callEndpoint(request.endpoint, {
    body: request.body,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const url = targetUrl(target);
  if (!url) throw new UploadFailed(request.failed);
  await put(target, url, request);
  request.onProgress?.(1);
  return target.key;
}

/** uploadFile for a component: `progress` is the share sent while an upload runs, else null. */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(async <E extends UploadEndpoint>(request: UploadRequest<E>): Promise<string> => {
    setProgress(0);
    try {
      return await uploadFile({
        ...request,
        onProgress: (sent) => {
          setProgress(sent);
          request.onProgress?.(sent);
        },
      });
    } finally {
      setProgress(null);
    }
  }, []);
  return { upload, progress };
}
