import { sql, type SQL } from 'drizzle-orm';
import { newsletterSubscribers } from './newsletter.tables';

const STATUSES = {
  subscribed: sql`('pending', 'confirmed')`,
  confirmed: sql`('confirmed')`,
  unsubscribed: sql`('unsubscribed')`,
} as const;

/**
 * Segments' newsletter rules (contacts/segment-filter.repository.ts), answered by the newsletter, which
 * owns its subscribers (one per lower-cased address). Given to contacts at wiring (modules.ts).
 */
export const segmentSubscribers = {
  /** Subscribed: signed up (confirmed or waiting to confirm); confirmed; unsubscribed. */
  status(email: SQL, status: keyof typeof STATUSES): SQL {
    return sql`exists (select 1 from ${newsletterSubscribers} ns where ns.email = ${email}
      and ns.status in ${STATUSES[status]})`;
  },
  /** The subscriber with this address was referred by an affiliate. */
  fromAffiliate(email: SQL): SQL {
    return sql`exists (select 1 from ${newsletterSubscribers} ns where ns.email = ${email}
      and ns.referring_affiliate_id is not null)`;
  },
};
