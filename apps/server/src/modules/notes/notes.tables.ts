import * as pg from 'drizzle-orm/pg-core';
import { ownerColumn } from '../users/users.tables';

/** A person's own notes (docs/product.md, Notes): only the owner reads or changes them. */
export const notes = pg.pgTable(
  'notes',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    title: pg.text('title').notNull(),
    body: pg.text('body').notNull(),
    pinned: pg.boolean('pinned').notNull().default(false),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('notes_owner_idx').on(t.ownerId, t.pinned, t.updatedAt)],
);
