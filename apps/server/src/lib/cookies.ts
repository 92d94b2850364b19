import type { FastifyReply } from 'fastify';

/** The value of cookie `name` in a request's Cookie header, or undefined when it is not there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const pair = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

export interface CookieOptions {
  /** The path the browser sends it back to. */
  path: string;
  maxAgeSeconds: number;
}

/**
 * The one way the server sets a cookie (docs/product.md, Cookies): HttpOnly, SameSite=Lax, a path
 * and a lifetime, and `Secure` whenever the site is served over https (`PUBLIC_URL`), so a browser
 * never sends it over plain http. A local http install gets it without `Secure`, or the browser
 * would drop it.
 */
export function createCookies(publicUrl: string) {
  const secure = new URL(publicUrl).protocol === 'https:';
  const header = (name: string, value: string, options: CookieOptions) =>
    [
      `${name}=${value}`,
      `Path=${options.path}`,
      `Max-Age=${options.maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  return {
    set(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
      reply.header('set-cookie', header(name, value, options));
    },
    /** Tells the browser to forget the cookie set on `path`. */
    clear(reply: FastifyReply, name: string, path: string): void {
      reply.header('set-cookie', header(name, '', { path, maxAgeSeconds: 0 }));
    },
  };
}
export type Cookies = ReturnType<typeof createCookies>;
