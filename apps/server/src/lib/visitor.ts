import { createHash } from 'node:crypto';
import type { Secrets } from '../core/secrets/secrets.service';

/** User agents of crawlers, link previewers and headless browsers: never counted as visitors. */
const KNOWN_BOTS = /bot|crawl|spider|slurp|facebookexternalhit|preview|headless|curl|wget|python-requests|httpclient/i;

export const isKnownBot = (userAgent: string) => KNOWN_BOTS.test(userAgent);

/**
 * A visitor for one UTC day, recognised without keeping who they are: a hash of the day's salt (a
 * keyed signature of the day under `context`, derived again when needed and never stored), the
 * address and the browser.
 */
export function dailyVisitorHash(secrets: Secrets, context: string, day: string, ip: string, userAgent: string) {
  const salt = secrets.sign(day, context);
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');
}
