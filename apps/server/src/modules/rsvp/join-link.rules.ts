import type { JoinDevice } from '@meridian/contracts/rsvp-attendance';
import { JOIN_TOKEN_PATTERN, type JoinState } from '@meridian/contracts/rsvp-join';
import { randomBytes } from 'node:crypto';

// The rules of personal join links (docs/product.md, Joining a session). Pure: no I/O.

/** How long after the scheduled end the link still leads into the meeting (sessions overrun). */
export const JOIN_GRACE_MINUTES = 30;
/** A link opened by more distinct visitors (address group and browser) than this … */
export const SHARED_VISITORS = 3;
/** … within this many minutes is flagged as shared. */
export const SHARED_WINDOW_MINUTES = 10;
/** Opens are kept this long for the check, then deleted by housekeeping. */
export const OPENS_KEPT_HOURS = 24;

/** What a signature covers, under the context `rsvp.join-link`. */
export const JOIN_SIGNING_CONTEXT = 'rsvp.join-link';
export const signedData = (linkId: number, seed: string) => `${linkId}:${seed}`;

/** 128 random bits, base64url: what a new link's signature is made over with its id. */
export const newSeed = () => randomBytes(16).toString('base64url');

const SIGNATURE_LENGTH = 22;

/** The token of link `linkId`: its id in base 36, then the 22-character signature. */
export const joinToken = (linkId: number, signature: string) => `${linkId.toString(36)}${signature}`;

/** A token's link id and signature; null for anything that is not one. */
export function parseJoinToken(token: string): { linkId: number; signature: string } | null {
  if (!JOIN_TOKEN_PATTERN.test(token)) return null;
  const linkId = Number.parseInt(token.slice(0, -SIGNATURE_LENGTH), 36);
  if (!Number.isSafeInteger(linkId) || linkId < 1 || linkId > 2_147_483_647) return null;
  return { linkId, signature: token.slice(-SIGNATURE_LENGTH) };
}

export interface SessionTimes {
  startsAt: Date;
  durationMinutes: number;
  doorsOpenMinutes: number;
}

const minutes = (n: number) => n * 60_000;

/** When the link starts leading into the meeting and when it stops (the end plus the grace period). */
export function doorTimes(session: SessionTimes): { opensAt: Date; closesAt: Date } {
  const start = session.startsAt.getTime();
  return {
    opensAt: new Date(start - minutes(session.doorsOpenMinutes)),
    closesAt: new Date(start + minutes(session.durationMinutes + JOIN_GRACE_MINUTES)),
  };
}

/** Where a link stands at `now`, from its seat, its session and whether it was revoked. */
export function joinState(
  input: { revoked: boolean; seatPaid: boolean; sessionScheduled: boolean; session: SessionTimes },
  now: Date,
): JoinState {
  if (!input.seatPaid || !input.sessionScheduled) return 'cancelled';
  if (input.revoked) return 'replaced';
  const { opensAt, closesAt } = doorTimes(input.session);
  if (now < opensAt) return 'waiting';
  return now < closesAt ? 'open' : 'ended';
}

/** The device class a user agent names: tablets before phones (an iPad says "Mobile" too). */
export function deviceClass(userAgent: string): JoinDevice {
  const ua = userAgent.toLowerCase();
  if (!ua) return 'other';
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/.test(ua)) return 'mobile';
  if (/windows nt|macintosh|mac os x|x11|linux|cros/.test(ua)) return 'desktop';
  return 'other';
}
