import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { startQueue, type JobQueue } from '../../jobs/queue';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../../test/test-database';
import { createEventBus, type EventBus } from './event-bus';
import { deliveryRows, silentLog, waitFor } from './event.test-kit';
import { defineSubscriber } from './subscriber';

/** Two instances (each a bus and a pg-boss queue) on one PostgreSQL database. */
describe.skipIf(!testDatabaseUrl)('domain events on two instances (PostgreSQL)', () => {
  const handled = new Map<string, number>();
  const EVENTS_PER_INSTANCE = 25;
  let database: TestDatabase;
  const instances: { bus: EventBus; queue: JobQueue }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const bus = createEventBus(database.db.orm, { retry: { limit: 1, delaySeconds: 0 } });
      bus.subscribe(
        defineSubscriber({
          name: 'test.once',
          on: ['webinar.rescheduled'],
          async handle(_db, event) {
            handled.set(event.id, (handled.get(event.id) ?? 0) + 1);
          },
        }),
      );
      const queue = await startQueue(database.db, bus.jobs(), silentLog, { pollingIntervalSeconds: 0.5 });
      bus.attach(queue);
      instances.push({ bus, queue });
    }
  });
  afterAll(async () => {
    for (const { bus, queue } of instances) {
      await bus.close();
      await queue.stop();
    }
    await database.dispose();
  });

  it('delivers each event once although both instances dispatch and deliver', async () => {
    const published: string[] = [];
    await Promise.all(
      instances.map(async ({ bus }, instance) => {
        for (let n = 0; n < EVENTS_PER_INSTANCE; n += 1) {
          const id = await inTransaction(database.db.orm, (db) =>
            bus.publish(db, 'webinar.rescheduled', {
              sessionId: instance * 100 + n + 1,
              previousStartsAt: '2026-12-01T10:00:00.000Z',
              startsAt: '2026-12-02T10:00:00.000Z',
            }),
          );
          published.push(id);
          // Both instances race to dispatch every event.
          for (const other of instances) other.bus.kick();
        }
      }),
    );
    await Promise.all(instances.map(({ bus }) => bus.dispatchPending()));
    await waitFor(async () => (handled.size === published.length ? true : undefined));
    await Promise.all(instances.map(({ bus }) => bus.idle()));
    // A stray second delivery would show up within a couple of polls.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect([...handled.values()].every((count) => count === 1)).toBe(true);
    expect(handled.size).toBe(2 * EVENTS_PER_INSTANCE);
    const rows = await deliveryRows(database.db.orm);
    expect(rows).toHaveLength(2 * EVENTS_PER_INSTANCE);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});
