import * as pg from 'drizzle-orm/pg-core';

/**
 * Proof-of-work challenges already redeemed (core/proof-of-work): each signature once, kept until
 * the challenge would have expired anyway, so a solved challenge is used once on every instance.
 */
export const spentChallenges = pg.pgTable(
  'spent_challenges',
  {
    signature: pg.text('signature').primaryKey(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('spent_challenges_expires_idx').on(t.expiresAt)],
);
