import { requestResumeUpload, type ResumeContentType } from '@meridian/contracts/careers';
import { callEndpoint } from '../../lib/api-client';

/** Headers the browser sets itself (fetch refuses them). */
const FORBIDDEN = new Set(['content-length', 'host']);

/**
 * Puts the résumé in private storage with the presigned PUT the server hands out and returns its
 * key. A refused presign throws the API's error (its 422 names `contentType` or `sizeBytes`); a
 * failed PUT throws `UploadFailed`.
 */
export async function uploadResume(openingId: number, file: File, contentType: ResumeContentType): Promise<string> {
  const upload = await callEndpoint(requestResumeUpload, {
    body: { openingId, contentType, sizeBytes: file.size },
  });
  const headers = Object.fromEntries(
    Object.entries(upload.headers).filter(([name]) => !FORBIDDEN.has(name.toLowerCase())),
  );
  let response: Response;
  try {
    response = await fetch(upload.url, { method: upload.method, headers, body: file });
  } catch {
    throw new UploadFailed();
  }
  if (!response.ok) throw new UploadFailed();
  return upload.key;
}

export class UploadFailed extends Error {
  constructor() {
    super('upload failed');
    this.name = 'UploadFailed';
  }
}
