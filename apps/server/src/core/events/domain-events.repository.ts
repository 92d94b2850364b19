import { and, asc, count, desc, eq, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { domainEventDeliveries as deliveries, domainEvents as events } from './domain-events.tables';

/** How long a dispatch run holds the events it claimed before another run may take them. */
const DISPATCH_LEASE = sql`now() + interval '2 minutes'`;
const attemptsPlusOne = sql`"domain_event_deliveries"."attempts" + 1`;

export interface StoredEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

export interface FailedDeliveryRow {
  id: number;
  eventId: string;
  eventType: string;
  subscriber: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
  occurredAt: Date;
}

/** SQL of the domain-event outbox and its delivery records. Every function takes the handle to run on. */
export const domainEventsRepository = {
  async insert(db: Orm, event: { id: string; type: string; payload: Record<string, unknown> }): Promise<void> {
    await db.insert(events).values(event);
  },

  async find(db: Orm, id: string): Promise<StoredEvent | undefined> {
    const rows = await db
      .select({ id: events.id, type: events.type, payload: events.payload, occurredAt: events.occurredAt })
      .from(events)
      .where(eq(events.id, id));
    return rows[0];
  },

  /**
   * Claims up to `limit` undispatched events in one statement: rows another run holds are skipped
   * (FOR UPDATE SKIP LOCKED) and the claimed ones are leased, so two instances never dispatch the same
   * event at the same time.
   */
  async claimUndispatched(db: Orm, limit: number): Promise<{ id: string; type: string }[]> {
    const due = db
      .select({ id: events.id })
      .from(events)
      .where(and(isNull(events.dispatchedAt), lte(events.dispatchAfter, sql`now()`)))
      .orderBy(asc(events.dispatchAfter), asc(events.occurredAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(events)
      .set({ dispatchAfter: DISPATCH_LEASE })
      .where(inArray(events.id, due))
      .returning({ id: events.id, type: events.type });
  },

  async markDispatched(db: Orm, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(events)
      .set({ dispatchedAt: sql`now()` })
      .where(inArray(events.id, ids));
  },

  /**
   * Records that `subscriber` handled the event, on the subscriber's transaction. False when it is
   * already recorded as delivered: the caller then skips the effect. A concurrent delivery of the same
   * pair waits on this row until the first one commits or rolls back.
   */
  async claimDelivery(db: Orm, eventId: string, subscriber: string): Promise<boolean> {
    const rows = await db
      .insert(deliveries)
      .values({ eventId, subscriber, status: 'delivered', attempts: 1 })
      .onConflictDoUpdate({
        target: [deliveries.eventId, deliveries.subscriber],
        set: { status: 'delivered', attempts: attemptsPlusOne, lastError: null, updatedAt: sql`now()` },
        setWhere: sql`"domain_event_deliveries"."status" <> 'delivered'`,
      })
      .returning({ id: deliveries.id });
    return rows.length > 0;
  },

  /** Subscribers the dispatcher must not send the event to again: delivered, or failed and not retried. */
  async settledSubscribers(db: Orm, eventId: string): Promise<Set<string>> {
    const rows = await db
      .select({ subscriber: deliveries.subscriber })
      .from(deliveries)
      .where(and(eq(deliveries.eventId, eventId), inArray(deliveries.status, ['delivered', 'failed'])));
    return new Set(rows.map((row) => row.subscriber));
  },

  async isDelivered(db: Orm, eventId: string, subscriber: string): Promise<boolean> {
    const rows = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(eq(deliveries.eventId, eventId), eq(deliveries.subscriber, subscriber), eq(deliveries.status, 'delivered')),
      );
    return rows.length > 0;
  },

  /** Counts a failed try; `final` marks the pair failed for an admin. A delivered pair is left alone. */
  async recordFailure(db: Orm, eventId: string, subscriber: string, error: string, final: boolean): Promise<void> {
    const status = final ? 'failed' : 'retrying';
    await db
      .insert(deliveries)
      .values({ eventId, subscriber, status, attempts: 1, lastError: error })
      .onConflictDoUpdate({
        target: [deliveries.eventId, deliveries.subscriber],
        set: { status, attempts: attemptsPlusOne, lastError: error, updatedAt: sql`now()` },
        setWhere: sql`"domain_event_deliveries"."status" <> 'delivered'`,
      });
  },

  async countFailed(db: Orm): Promise<number> {
    const rows = await db.select({ n: count() }).from(deliveries).where(eq(deliveries.status, 'failed'));
    return Number(rows[0]?.n ?? 0);
  },

  async listFailed(db: Orm, limit: number): Promise<FailedDeliveryRow[]> {
    return db
      .select({
        id: deliveries.id,
        eventId: deliveries.eventId,
        eventType: events.type,
        subscriber: deliveries.subscriber,
        attempts: deliveries.attempts,
        lastError: deliveries.lastError,
        failedAt: deliveries.updatedAt,
        occurredAt: events.occurredAt,
      })
      .from(deliveries)
      .innerJoin(events, eq(events.id, deliveries.eventId))
      .where(eq(deliveries.status, 'failed'))
      .orderBy(desc(deliveries.updatedAt), desc(deliveries.id))
      .limit(limit);
  },

  async findDelivery(db: Orm, id: number) {
    const rows = await db.select().from(deliveries).where(eq(deliveries.id, id));
    return rows[0];
  },

  /**
   * failed → retrying, and its event back to the dispatcher (which skips the subscribers already
   * delivered). False when the row is not (or no longer) failed.
   */
  async markRetrying(db: Orm, id: number): Promise<boolean> {
    const rows = await db
      .update(deliveries)
      .set({ status: 'retrying', updatedAt: sql`now()` })
      .where(and(eq(deliveries.id, id), eq(deliveries.status, 'failed')))
      .returning({ eventId: deliveries.eventId });
    const eventId = rows[0]?.eventId;
    if (eventId === undefined) return false;
    await db
      .update(events)
      .set({ dispatchedAt: null, dispatchAfter: sql`now()` })
      .where(eq(events.id, eventId));
    return true;
  },

  /** Deletes dispatched events older than `days` whose every delivery succeeded (their rows go with them). */
  async pruneDelivered(db: Orm, days: number): Promise<number> {
    const unsettled = db.select({ id: deliveries.eventId }).from(deliveries).where(ne(deliveries.status, 'delivered'));
    const removed = await db
      .delete(events)
      .where(
        and(lte(events.dispatchedAt, sql`now() - make_interval(days => ${days})`), notInArray(events.id, unsettled)),
      )
      .returning({ id: events.id });
    return removed.length;
  },
};
