import { referralOf } from '@meridian/contracts/referral-links-code';
import { STORAGE_KEYS } from './stored-session';

/** How long a referral from `?ref=` counts (docs/product.md, Referrals: a 30-day window). */
export const REFERRAL_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredReferral {
  /** A referral code, or an old link's user id (stored as a number before codes). */
  value: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage blocked (private mode, a sandboxed frame): no referral.
  }
}

function parseStored(raw: string): StoredReferral | null {
  try {
    const parsed = JSON.parse(raw) as { value?: unknown; expiresAt?: unknown } | null;
    const value = referralOf(parsed?.value);
    const expiresAt = parsed?.expiresAt;
    if (value === null || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
    return { value, expiresAt };
  } catch {
    return null;
  }
}

/**
 * Remembers the referral from a page address's `?ref=CODE` for 30 days (the newest referral wins).
 * Anything but a referral code (or an old link's user id) is ignored and leaves an earlier one in place.
 */
export function captureReferral(search: string, now = Date.now()): void {
  const value = referralOf(new URLSearchParams(search).get('ref'));
  const store = storage();
  if (value === null || !store) return;
  const entry: StoredReferral = { value, expiresAt: now + REFERRAL_TTL_MS };
  try {
    store.setItem(STORAGE_KEYS.referredBy, JSON.stringify(entry));
  } catch {
    // A full or blocked storage loses the referral, never the page.
  }
}

/** The referral kept from `?ref=`, or null when there is none; stale or unreadable entries are removed. */
export function readReferral(now = Date.now()): string | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEYS.referredBy);
  if (!store || raw === null || raw === undefined) return null;
  const entry = parseStored(raw);
  if (entry && entry.expiresAt > now) return entry.value;
  store.removeItem(STORAGE_KEYS.referredBy);
  return null;
}
