import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** RFC 3986 encoding, as SigV4 canonicalises query names and values. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

export interface SigV4Refusal {
  status: number;
  code: string;
  message: string;
}

interface Parts {
  accessKeyId: string;
  scope: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  presigned: boolean;
  expiresSeconds: number | undefined;
}

function partsOf(request: IncomingMessage, query: URLSearchParams): Parts | null {
  const credential = query.get('X-Amz-Credential');
  if (credential) {
    return {
      accessKeyId: credential.split('/')[0] ?? '',
      scope: credential.split('/').slice(1).join('/'),
      amzDate: query.get('X-Amz-Date') ?? '',
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: query.get('X-Amz-Signature') ?? '',
      payloadHash: 'UNSIGNED-PAYLOAD',
      presigned: true,
      expiresSeconds: Number(query.get('X-Amz-Expires')),
    };
  }
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
    request.headers.authorization ?? '',
  );
  if (!match) return null;
  return {
    accessKeyId: match[1] ?? '',
    scope: match[2] ?? '',
    amzDate: String(request.headers['x-amz-date'] ?? ''),
    signedHeaders: (match[3] ?? '').split(';'),
    signature: match[4] ?? '',
    payloadHash: String(request.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD'),
    presigned: false,
    expiresSeconds: undefined,
  };
}

function dateOf(amzDate: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
}

/**
 * Checks an AWS Signature Version 4 request the way S3 does: presigned query (with its expiry) or
 * Authorization header (within 15 minutes of the server's clock). Every signed header must arrive
 * with the signed value, so a PUT with another Content-Type or Content-Length is refused. Returns
 * null when the request is genuine, else S3's refusal. Anonymous requests (no signature) return
 * `anonymous`.
 */
export function verifySigV4(
  request: IncomingMessage,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now: Date,
): SigV4Refusal | 'anonymous' | null {
  const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
  const query = new URLSearchParams(rawQuery);
  const parts = partsOf(request, query);
  if (!parts) return request.headers.authorization ? denied('AccessDenied', 'Malformed authorization') : 'anonymous';
  if (parts.accessKeyId !== credentials.accessKeyId) return denied('InvalidAccessKeyId', 'Unknown access key');
  const signedAt = dateOf(parts.amzDate);
  if (!signedAt) return denied('AccessDenied', 'Missing or malformed X-Amz-Date');
  if (parts.presigned) {
    const expires = parts.expiresSeconds ?? NaN;
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) return denied('AuthorizationQueryParametersError', 'Bad X-Amz-Expires');
    if (now.getTime() > signedAt.getTime() + expires * 1000) return denied('AccessDenied', 'Request has expired');
    if (signedAt.getTime() > now.getTime() + 15 * 60_000) return denied('AccessDenied', 'Request is not yet valid');
  } else if (Math.abs(now.getTime() - signedAt.getTime()) > 15 * 60_000) {
    return denied('RequestTimeTooSkewed', 'The difference between the request time and the server time is too large');
  }
  for (const name of ['host', ...(parts.presigned ? [] : ['x-amz-date'])]) {
    if (!parts.signedHeaders.includes(name)) return denied('AccessDenied', `${name} must be signed`);
  }
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerValue = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
  };
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery,
    parts.signedHeaders.map((name) => `${name}:${headerValue(name)}\n`).join(''),
    parts.signedHeaders.join(';'),
    parts.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', parts.amzDate, parts.scope, sha256(canonicalRequest)].join('\n');
  const [day = '', region = '', service = ''] = parts.scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service), 'aws4_request');
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(parts.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return denied('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided');
  }
  return null;
}

const denied = (code: string, message: string): SigV4Refusal => ({ status: 403, code, message });
