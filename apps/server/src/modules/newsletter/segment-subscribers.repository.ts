import { sql, type SQL } from 'drizzle-orm';
import { newsletterSubscribers } from './newsletter.tables';

const STATUSES = {
  subscribed: sql`('pending', 'confirmed')`,
  confirmed: sql`('confirmed')`,
  unsubscribed: sql`('unsubscribed')`,
} as const;

/**
 * Segments' newsletter rules (contacts/segment-filter.repository.ts), answered by the newsletter, which
 * owns its subscribers (one per lower-cased address): queries of the addresses that match. Given to
 * contacts at wiring (modules.ts).
 */
export const segmentSubscribers = {
  /** Subscribed: signed up (confirmed or waiting to confirm); confirmed; unsubscribed. */
  withStatus(status: keyof typeof STATUSES): SQL {
    return sql`select ns.email from ${newsletterSubscribers} ns where ns.status in ${STATUSES[status]}`;
  },
  /** Subscribers an affiliate referred. */
  fromAffiliate(): SQL {
    return sql`select ns.email from ${newsletterSubscribers} ns where ns.referring_affiliate_id is not null`;
  },
};
