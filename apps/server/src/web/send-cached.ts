import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './static-assets';

function acceptedEncoding(request: FastifyRequest, body: CachedBody): 'br' | 'gzip' | undefined {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string') return undefined;
  if (body.br && /\bbr\b/.test(accept)) return 'br';
  if (body.gzip && /\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/** True when an If-None-Match header (a list, weak or strong, or `*`) names the body's ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends an in-memory body: conditional GET (304), precompressed variant, cache headers. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  options: { status?: number; cacheControl: string },
) {
  const status = options.status ?? 200;
  reply.header('content-type', body.type);
  reply.header('cache-control', options.cacheControl);
  reply.header('etag', body.etag);
  reply.header('vary', 'accept-encoding');
  if (status === 200 && matchesEtag(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request, body);
  reply.code(status);
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? body.br : body.gzip);
  }
  return reply.send(body.identity);
}
