import type { Secrets } from '../../../core/secrets/secrets.service';

const CONTEXT = 'storage.local-url';

export interface SignedUpload {
  key: string;
  contentType: string;
  sizeBytes: number;
  /** Unix seconds. */
  expires: number;
}

export interface SignedDownload {
  key: string;
  expires: number;
  downloadName?: string;
}

/**
 * The query of a local storage URL: what the PUT must send (type and exact size) or what the GET
 * may read, the expiry, and an HMAC over all of it (secrets.sign), so changing any part of the URL
 * (key, type, size, expiry, download name) makes it invalid.
 */
export function createLocalUrlSigner(secrets: Pick<Secrets, 'sign' | 'verify'>) {
  const uploadData = (u: SignedUpload) => ['put', u.key, u.contentType, u.sizeBytes, u.expires].join('\n');
  const downloadData = (d: SignedDownload) => ['get', d.key, d.expires, d.downloadName ?? ''].join('\n');
  const number = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : NaN);

  return {
    upload(u: SignedUpload): string {
      return new URLSearchParams({
        type: u.contentType,
        size: String(u.sizeBytes),
        expires: String(u.expires),
        signature: secrets.sign(uploadData(u), CONTEXT),
      }).toString();
    },
    download(d: SignedDownload): string {
      const query = new URLSearchParams({ expires: String(d.expires) });
      if (d.downloadName) query.set('name', d.downloadName);
      query.set('signature', secrets.sign(downloadData(d), CONTEXT));
      return query.toString();
    },
    /** The signed upload terms, or null when the query is not one this server signed. */
    verifyUpload(key: string, query: URLSearchParams): SignedUpload | null {
      const u = {
        key,
        contentType: query.get('type') ?? '',
        sizeBytes: number(query.get('size')),
        expires: number(query.get('expires')),
      };
      if (Number.isNaN(u.sizeBytes) || Number.isNaN(u.expires)) return null;
      return secrets.verify(uploadData(u), CONTEXT, query.get('signature') ?? '') ? u : null;
    },
    verifyDownload(key: string, query: URLSearchParams): SignedDownload | null {
      const d = { key, expires: number(query.get('expires')), downloadName: query.get('name') ?? undefined };
      if (Number.isNaN(d.expires)) return null;
      return secrets.verify(downloadData(d), CONTEXT, query.get('signature') ?? '') ? d : null;
    },
  };
}
