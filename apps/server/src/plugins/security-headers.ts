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
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...(options.connectSrc ?? [])].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.https) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
