import { createHash } from 'node:crypto';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { NewsletterDeps } from './newsletter.ports';

/*
 * How subscribers are named outside their row: hashes of confirm tokens and erased addresses, and the
 * signed token of the preferences link.
 */

/** sha-256 (hex) of a text: confirm tokens and erased addresses are stored only as this. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The system mail kind of the double opt-in confirmation (an erasure deletes these too). */
export const CONFIRM_MAIL_KIND = 'newsletter.confirm';

/** The suppression hash of an erased address. */
export const erasureHash = (email: string) => sha256(email.trim().toLowerCase());

const PREFERENCES_CONTEXT = 'newsletter.preferences';

/** The signed token of a subscriber's preferences link (`n<id>.<signature>`). */
export function preferencesToken(secrets: Pick<Secrets, 'sign'>, subscriberId: number): string {
  const data = `n${subscriberId}`;
  return `${data}.${secrets.sign(data, PREFERENCES_CONTEXT)}`;
}

/** The subscriber id a genuine preferences token names, or null. */
export function preferencesSubscriber(secrets: Pick<Secrets, 'verify'>, token: string): number | null {
  const match = /^n(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
  return match && secrets.verify(`n${match[1]}`, PREFERENCES_CONTEXT, match[2] ?? '') ? Number(match[1]) : null;
}

/** The page a subscriber's preferences link opens. */
export const preferencesUrl = (deps: Pick<NewsletterDeps, 'secrets' | 'publicUrl'>, subscriberId: number) =>
  `${deps.publicUrl}/newsletter/preferences?token=${preferencesToken(deps.secrets, subscriberId)}`;
