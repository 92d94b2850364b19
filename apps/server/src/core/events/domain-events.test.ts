import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { startQueue, type JobQueue } from '../../jobs/queue';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asIdentityTestApp, CapturedCodes, passwordSignIn } from '../../../test/identity-harness';
import { domainEventDeliveries, domainEvents } from './domain-events.tables';
import { deliverEvent } from './event-delivery';
import { deliveryRows, silentLog, waitFor } from './event.test-kit';
import { defineSubscriber } from './subscriber';

/** Effects the test subscriber committed, by session id; failures planned per session id. */
const effects = new Map<number, number>();
const failuresLeft = new Map<number, number>();

const counter = defineSubscriber({
  name: 'test.counter',
  on: ['webinar.cancelled'],
  retry: { limit: 1, delaySeconds: 0 },
  async handle(_db, event) {
    const { sessionId } = event.payload;
    const left = failuresLeft.get(sessionId) ?? 0;
    if (left > 0) {
      failuresLeft.set(sessionId, left - 1);
      throw new Error(`session ${sessionId} is not ready; ask ada@example.com with key ${'k'.repeat(40)}`);
    }
    effects.set(sessionId, (effects.get(sessionId) ?? 0) + 1);
  },
});

let t: TestApp;
let queue: JobQueue;
let adminAuth: { authorization: string };

async function publish(sessionId: number): Promise<string> {
  const id = await inTransaction(t.database.db.orm, (db) =>
    t.services.domainEvents.publish(db, 'webinar.cancelled', { sessionId }),
  );
  t.services.domainEvents.kick();
  return id;
}

const deliveryOf = async (eventId: string) =>
  (await deliveryRows(t.database.db.orm)).find((row) => row.eventId === eventId && row.subscriber === counter.name);

/** Waits until the delivery is committed (the effect counter moves just before the commit). */
const delivered = (eventId: string) =>
  waitFor(async () => {
    const row = await deliveryOf(eventId);
    return row?.status === 'delivered' ? row : undefined;
  });

beforeAll(async () => {
  t = await createTestApp();
  t.services.domainEvents.subscribe(counter);
  queue = await startQueue(t.database.db, t.services.domainEvents.jobs(), silentLog, { pollingIntervalSeconds: 0.5 });
  t.services.domainEvents.attach(queue);
  const password = 'admin passphrase 1';
  await t.services.users.provision({
    email: 'events-admin@example.test',
    password,
    firstName: 'Events',
    lastName: 'Admin',
    roleIds: [1],
  });
  // An admin sets up MFA at the first sign-in (docs/decisions/2026-11-27-totp-mfa.md): the harness answers it.
  const identity = asIdentityTestApp(t, new CapturedCodes(), undefined);
  const tokens = await passwordSignIn(identity, 'events-admin@example.test', password);
  adminAuth = { authorization: `Bearer ${tokens.AccessToken}` };
});
afterAll(async () => {
  await t.services.domainEvents.close();
  await queue.stop();
  await t.close();
});

describe('domain events', () => {
  it('delivers a published event to its subscriber once, right after the kick', async () => {
    const eventId = await publish(101);
    expect(await delivered(eventId)).toMatchObject({ attempts: 1, lastError: null });
    expect(effects.get(101)).toBe(1);
    await t.services.domainEvents.idle();
    const [event] = await t.database.db.orm.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(event?.dispatchedAt).not.toBeNull();
  });

  it('retries a subscriber that throws, without losing the event, until it succeeds', async () => {
    failuresLeft.set(102, 1);
    const eventId = await publish(102);
    expect(await delivered(eventId)).toMatchObject({ attempts: 2, lastError: null });
    expect(effects.get(102)).toBe(1);
  });

  it('after the last try counts the delivery as failed, lists it for admins, and retries it on request', async () => {
    failuresLeft.set(103, 2);
    const eventId = await publish(103);
    const failed = await waitFor(async () => {
      const row = await deliveryOf(eventId);
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toBe('Error: session 103 is not ready; ask [email] with key [redacted]');
    expect(effects.get(103)).toBeUndefined();

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/domain-events/failures', headers: adminAuth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({
      total: 1,
      items: [
        {
          id: failed.id,
          eventId,
          eventType: 'webinar.cancelled',
          subscriber: 'test.counter',
          attempts: 2,
          lastError: failed.lastError,
          failedAt: expect.any(String),
          occurredAt: expect.any(String),
        },
      ],
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/domain-events/failures' });
    expect(anonymous.statusCode).toBe(401);

    const retryUrl = `/api/v1/admin/domain-events/failures/${failed.id}/retry`;
    const retried = await t.app.inject({ method: 'POST', url: retryUrl, headers: adminAuth });
    expect(retried.json()).toEqual({ success: true, data: { id: failed.id, status: 'retrying' } });
    expect(await delivered(eventId)).toMatchObject({ attempts: 3, lastError: null });
    expect(effects.get(103)).toBe(1);

    const again = await t.app.inject({ method: 'POST', url: retryUrl, headers: adminAuth });
    expect(again.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/domain-events/failures/999999/retry',
      headers: adminAuth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('has one effect when the same event is delivered twice, even at the same time', async () => {
    const orm = t.database.db.orm;
    const eventId = await inTransaction(orm, (db) =>
      t.services.domainEvents.publish(db, 'webinar.cancelled', { sessionId: 104 }),
    );
    const attempt = { id: 'manual', retryCount: 0, retryLimit: 0 };
    const outcomes = await Promise.all([
      deliverEvent(orm, counter, eventId, attempt, silentLog),
      deliverEvent(orm, counter, eventId, attempt, silentLog),
    ]);
    expect(outcomes.sort()).toEqual(['delivered', 'duplicate']);
    expect(await deliverEvent(orm, counter, eventId, attempt, silentLog)).toBe('duplicate');
    t.services.domainEvents.kick();
    await t.services.domainEvents.idle();
    expect(effects.get(104)).toBe(1);
    // The app's own subscribers to the type get their deliveries too; the test subscriber has one row.
    const rows = await orm.select().from(domainEventDeliveries).where(eq(domainEventDeliveries.eventId, eventId));
    expect(rows.filter((row) => row.subscriber === counter.name)).toHaveLength(1);
  });

  it('never delivers an event written in a rolled-back transaction', async () => {
    const orm = t.database.db.orm;
    await expect(
      inTransaction(orm, async (db) => {
        await t.services.domainEvents.publish(db, 'webinar.cancelled', { sessionId: 105 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    t.services.domainEvents.kick();
    await delivered(await publish(106));
    await t.services.domainEvents.dispatchPending();
    expect(effects.get(105)).toBeUndefined();
    const stored = await orm.select({ payload: domainEvents.payload }).from(domainEvents);
    expect(stored.map((row) => row.payload.sessionId)).not.toContain(105);
  });

  it('dispatches events left behind without a kick (the cron safety net)', async () => {
    const orm = t.database.db.orm;
    const eventId = await inTransaction(orm, (db) =>
      t.services.domainEvents.publish(db, 'webinar.cancelled', { sessionId: 107 }),
    );
    const dispatch = t.services.domainEvents.jobs().find((job) => job.name === 'domain-event-dispatch');
    expect(dispatch?.cron).toBe('* * * * *');
    await dispatch?.run({});
    await delivered(eventId);
    expect(effects.get(107)).toBe(1);
  });

  it('refuses a payload that does not match its type', async () => {
    await expect(
      inTransaction(t.database.db.orm, (db) =>
        t.services.domainEvents.publish(db, 'webinar.cancelled', { sessionId: -1 }),
      ),
    ).rejects.toThrow();
  });
});
