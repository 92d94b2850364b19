import { STORAGE_KEYS } from './stored-session';

/** How long a referral from `?ref=` counts (docs/product.md, Referrals: a 30-day window). */
export const REFERRAL_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The largest affiliate id the API accepts (a PostgreSQL integer). */
const MAX_AFFILIATE_ID = 2_147_483_647;

interface StoredReferral {
  value: number;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage blocked (private mode, a sandboxed frame): no referral.
  }
}

/** A positive whole affiliate id written in plain digits, or null for anything else. */
export function parseAffiliateId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id <= MAX_AFFILIATE_ID ? id : null;
}

function parseStored(raw: string): StoredReferral | null {
  try {
    const parsed = JSON.parse(raw) as Partial<StoredReferral> | null;
    const value = parseAffiliateId(parsed?.value);
    const expiresAt = parsed?.expiresAt;
    if (value === null || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
    return { value, expiresAt };
  } catch {
    return null;
  }
}

/**
 * Remembers the affiliate from a page address's `?ref=CODE` for 30 days (the newest referral wins).
 * Anything but a positive whole id is ignored and leaves an earlier referral in place.
 */
export function captureReferral(search: string, now = Date.now()): void {
  const value = parseAffiliateId(new URLSearchParams(search).get('ref'));
  const store = storage();
  if (value === null || !store) return;
  const entry: StoredReferral = { value, expiresAt: now + REFERRAL_TTL_MS };
  try {
    store.setItem(STORAGE_KEYS.referredBy, JSON.stringify(entry));
  } catch {
    // A full or blocked storage loses the referral, never the page.
  }
}

/** The referring affiliate's id, or 0 when there is none; stale or unreadable entries are removed. */
export function readReferral(now = Date.now()): number {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEYS.referredBy);
  if (!store || raw === null || raw === undefined) return 0;
  const entry = parseStored(raw);
  if (entry && entry.expiresAt > now) return entry.value;
  store.removeItem(STORAGE_KEYS.referredBy);
  return 0;
}
