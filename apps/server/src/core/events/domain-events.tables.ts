import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events: one row per published event, written in the transaction of the change
 * it reports. `dispatchedAt` is set once a delivery job is queued for every subscriber;
 * `dispatchAfter` leases a claimed row to the run dispatching it (an instance that dies mid-dispatch
 * leaves it to the next run once the lease has passed).
 */
export const domainEvents = pg.pgTable(
  'domain_events',
  {
    id: pg.uuid('id').primaryKey(),
    type: pg.text('type').notNull(),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: pg.timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchAfter: pg.timestamp('dispatch_after', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: pg.timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    pg
      .index('domain_events_undispatched_idx')
      .on(table.dispatchAfter)
      .where(sql`${table.dispatchedAt} is null`),
    pg.index('domain_events_occurred_idx').on(table.occurredAt),
  ],
);

/**
 * One row per (event, subscriber) that was tried. 'delivered' is written in the subscriber's own
 * transaction, so a second delivery of the same event finds it and does nothing; 'retrying' and
 * 'failed' record the attempts and the last (redacted) error, 'failed' after the last try.
 */
export const domainEventDeliveries = pg.pgTable(
  'domain_event_deliveries',
  {
    id: pg.serial('id').primaryKey(),
    eventId: pg
      .uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    subscriber: pg.text('subscriber').notNull(),
    status: pg.text('status').$type<DeliveryStatus>().notNull(),
    attempts: pg.integer('attempts').notNull().default(1),
    lastError: pg.text('last_error'),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    pg.uniqueIndex('domain_event_deliveries_event_subscriber_idx').on(table.eventId, table.subscriber),
    pg
      .index('domain_event_deliveries_failed_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'failed'`),
    pg.check('domain_event_deliveries_status_check', sql`${table.status} in ('delivered', 'retrying', 'failed')`),
  ],
);

export type DeliveryStatus = 'delivered' | 'retrying' | 'failed';
