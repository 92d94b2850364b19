import { VIDEO_EMBED_ORIGINS } from '@meridian/contracts/rich-text';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Send HSTS: only when the site is served over https. */
  https: boolean;
  /** Extra origins the browser may connect to (an external identity pool, for instance). */
  connectSrc?: string[];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes responsive style props as <style> elements; scripts stay strictly same-origin.
    "style-src 'self' 'unsafe-inline'",
    // Campaign bodies may show images hosted elsewhere (https only) in the editor and its preview.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // A session's replay plays an uploaded recording (this server, or signed S3 addresses) or a video
    // file another site hosts, over https only (docs/product.md, Replays).
    "media-src 'self' https:",
    `connect-src ${["'self'", ...(options.connectSrc ?? [])].join(' ')}`,
    // Blog posts may embed videos from the allow-listed players (packages/contracts rich-text.ts).
    `frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Security headers and the request id on every response, set once when the request arrives. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
