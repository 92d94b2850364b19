import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Secrets } from '../../core/secrets/secrets.service';
import { cookieValue, type Cookies } from '../../lib/cookies';

/** The first-party cookie naming the last referral: `<affiliate id>.<clicked at, ms>.<signature>`. */
export const REFERRAL_COOKIE = 'meridian_ref';
const SIGN_CONTEXT = 'affiliates.referral-cookie';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests that are never public pages: the API, the identity pool, webhooks, assets, the redirect. */
const NOT_A_PAGE = /^\/(api|identity|webhooks|assets|r)\//;

export interface AttributionDeps {
  secrets: Secrets;
  /** The site's cookie settings (Secure on an https site). */
  cookies: Cookies;
  now: () => Date;
  /** The admin's attribution window in days (docs/product.md, Affiliate commissions and payouts). */
  windowDays: () => Promise<number>;
  /** Counts the visit (per visitor and day, bots never) and answers the owner's id for a valid code. */
  visit: (input: { code: string; ip: string; userAgent: string }) => Promise<number | null>;
}

/**
 * Attribution on the server (docs/decisions/2026-11-23-affiliate-attribution.md): a public page or
 * the referral redirect opened with `?ref=CODE` sets a signed first-party cookie; the newest click
 * wins. Sign-ups and seat bookings read it within the window; the checkout carries the affiliate in
 * its metadata, so a late webhook still credits the right one.
 */
export function createAttribution(deps: AttributionDeps) {
  function cookieFor(affiliateId: number, at: number): string {
    const value = `${affiliateId}.${at}`;
    return `${value}.${deps.secrets.sign(value, SIGN_CONTEXT)}`;
  }

  async function setCookie(reply: FastifyReply, affiliateId: number): Promise<void> {
    const maxAge = (await deps.windowDays()) * 24 * 60 * 60;
    const value = cookieFor(affiliateId, deps.now().getTime());
    deps.cookies.set(reply, REFERRAL_COOKIE, value, { path: '/', maxAgeSeconds: maxAge });
  }

  return {
    /** `onRequest` hook: a GET of a public page with `?ref=` records the click and sets the cookie. */
    async capture(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.method !== 'GET') return;
      const [path = '', search = ''] = request.url.split('?', 2);
      if (NOT_A_PAGE.test(path)) return;
      const code = new URLSearchParams(search).get('ref');
      if (!code) return;
      const affiliateId = await deps.visit({ code, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      if (affiliateId !== null) await setCookie(reply, affiliateId);
    },

    /** The referring user named by a request's cookie when it is genuine and inside the window, else null. */
    async referrerOf(cookieHeader: string | undefined): Promise<number | null> {
      const raw = cookieValue(cookieHeader, REFERRAL_COOKIE);
      const match = raw ? /^([1-9]\d{0,9})\.(\d{1,15})\.([A-Za-z0-9_-]+)$/.exec(raw) : null;
      if (!match) return null;
      const [, id = '', at = '', signature = ''] = match;
      if (!deps.secrets.verify(`${id}.${at}`, SIGN_CONTEXT, signature)) return null;
      const age = deps.now().getTime() - Number(at);
      if (age < 0 || age > (await deps.windowDays()) * DAY_MS) return null;
      return Number(id);
    },
  };
}
export type Attribution = ReturnType<typeof createAttribution>;
