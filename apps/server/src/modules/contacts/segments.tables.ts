import type { SegmentRule } from '@meridian/contracts/contacts-segments';
import * as pg from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ownerColumn } from '../users/users.tables';

/**
 * A sender's saved audience (docs/product.md, Segments): rules over their contacts, matched all or
 * any. Only the definition is stored; who is in it is evaluated in SQL each time it is used.
 */
export const segments = pg.pgTable(
  'contact_segments',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    name: pg.text('name').notNull(),
    match: pg.text('match').notNull().default('all'),
    rules: pg.jsonb('rules').$type<SegmentRule[]>().notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('contact_segments_owner_name').on(t.ownerId, t.name),
    pg.check('contact_segments_match_check', sql`${t.match} in ('all', 'any')`),
  ],
);
