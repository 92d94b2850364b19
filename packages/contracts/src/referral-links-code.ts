/**
 * Referral codes (docs/product.md, Referrals): ten letters from a–h, j, k, m, n and p–s (no i, l or
 * o to misread), made at random by the database for every account. Links shared before codes
 * carried the user's id in digits instead; those still credit the accounts that existed then.
 * No zod here: the public pages read `?ref=` with this alone.
 */
export const REFERRAL_CODE = /^[a-hjkmnp-s]{10}$/;

/** The largest user id: a PostgreSQL integer. */
const MAX_USER_ID = 2_147_483_647;

/** A user id written in plain digits, as links from before codes carry it. */
export const isLegacyReferral = (text: string) => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_USER_ID;

/**
 * A referral as a link, a page address or a browser carries it: a code (any letter case), or an old
 * link's user id; null for anything else, which never blocks a booking or a sign-up.
 */
export function referralOf(raw: unknown): string | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return REFERRAL_CODE.test(text) || isLegacyReferral(text) ? text : null;
}
