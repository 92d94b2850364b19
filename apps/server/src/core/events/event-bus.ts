import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { createKickedRunner } from '../../lib/kicked-runner';
import type { JobDefinition, JobQueue, JobRetry } from '../../jobs/queue';
import type { WorkerHub } from '../workers/worker-hub';
import { domainEventsRepository as repository } from './domain-events.repository';
import { deliveryJob, dispatchJob, DELIVERY_JOB } from './domain-events.jobs';
import { deliverEvent, deliverEventWithResult, type DeliveryResult } from './event-delivery';
import { DOMAIN_EVENT_SCHEMAS, type DomainEventPayload, type DomainEventType } from './event-types';
import { assertSubscriberName, type Subscriber } from './subscriber';

/**
 * Domain events: a module publishes what happened, other modules react, without calling each other.
 *
 * Publishing, inside the transaction of the change:
 *   await inTransaction(orm, async (db) => {
 *     await sessions.markCancelled(db, id);
 *     await events.publish(db, 'webinar.cancelled', { sessionId: id });
 *   });
 *   events.kick(); // after commit: delivery starts now instead of at the next minute
 * The event row commits or rolls back with the change; an event of a rolled-back transaction is never
 * delivered.
 *
 * Subscribing, once at start-up (services.ts), before the queue starts:
 *   bus.subscribe(defineSubscriber({
 *     name: 'rsvp.cancellation-notices',
 *     on: ['webinar.cancelled'],
 *     async handle(db, event, { afterCommit }) { …; afterCommit(() => mail.kick()); },
 *   }));
 *
 * Delivery: each event goes to each subscriber of its type as its own pg-boss job (at least once,
 * retried with back-off); the delivery record makes the effect happen once. Order between events is
 * not guaranteed. Failed deliveries are listed, with a retry, at /api/v1/admin/domain-events/failures.
 */
export interface EventPublisher {
  /** Writes the event on `db` (the caller's transaction); resolves its id. The payload is validated. */
  publish<T extends DomainEventType>(db: Orm, type: T, payload: DomainEventPayload<T>): Promise<string>;
  /** Starts dispatching shortly; call after the publishing transaction committed. Safe to call often. */
  kick(): void;
}

export interface EventBus extends EventPublisher {
  subscribe(...subscribers: Subscriber[]): void;
  /** The queue jobs: dispatch (cron safety net, every minute) and delivery. Give them to startQueue. */
  jobs(): JobDefinition[];
  /** Sends deliveries through `queue` from now on (main.ts, after startQueue) and dispatches the backlog. */
  attach(queue: JobQueue): void;
  /**
   * Delivers one event to one subscriber now, in this process, recorded exactly as the queued
   * delivery is (so the queued copy finds it done), and resolves what the subscriber's `handle`
   * resolved. For a request that must answer with the subscriber's outcome: publish, commit, call
   * this, then `kick()`. A throw is recorded as a failed try that is never the last, so the queued
   * delivery retries it.
   */
  deliverNow(eventId: string, subscriber: string): Promise<DeliveryResult>;
  /** Queues deliveries for up to `limit` undispatched events; resolves how many events it took. */
  dispatchPending(limit?: number): Promise<number>;
  /** Resolves when no kicked dispatch is waiting or running (tests and shutdown). */
  idle(): Promise<void>;
  /** Stops kicked dispatches and waits for the current one. */
  close(): Promise<void>;
}

export interface EventBusOptions {
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Retries of a delivery whose subscriber sets none. Default: 6 more tries, 10 s doubling up to 1 h. */
  retry?: JobRetry;
  /** The process's hub: in a web process, kicks go to the workers. */
  hub?: WorkerHub;
}

export const DEFAULT_DELIVERY_RETRY: JobRetry = { limit: 6, delaySeconds: 10, backoff: true, maxDelaySeconds: 3600 };
const KICK_DELAY_MS = 20;
const BATCH = 100;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Stands in for a subscriber this version no longer has, so its deliveries fail visibly. */
function missing(name: string): Subscriber {
  return {
    name,
    on: [],
    transactional: false,
    handle: () => Promise.reject(new Error(`No subscriber named "${name}" is registered in this version.`)),
  };
}

export function createEventBus(orm: Orm, options: EventBusOptions = {}): EventBus {
  const log = options.logger ?? silent;
  const defaultRetry = options.retry ?? DEFAULT_DELIVERY_RETRY;
  const subscribers = new Map<string, Subscriber>();
  let queue: JobQueue | undefined;

  function subscribersOf(type: string): Subscriber[] {
    return [...subscribers.values()].filter((s) => (s.on as readonly string[]).includes(type));
  }

  async function dispatchPending(limit = BATCH): Promise<number> {
    const target = queue;
    if (!target?.running) return 0;
    const claimed = await repository.claimUndispatched(orm, limit);
    for (const event of claimed) {
      const settled = await repository.settledSubscribers(orm, event.id);
      for (const subscriber of subscribersOf(event.type)) {
        if (settled.has(subscriber.name)) continue;
        await target.send(
          DELIVERY_JOB,
          { eventId: event.id, subscriber: subscriber.name },
          { singletonKey: `${event.id}/${subscriber.name}`, retry: subscriber.retry ?? defaultRetry },
        );
      }
      await repository.markDispatched(orm, [event.id]);
    }
    if (claimed.length > 0) target.wake(DELIVERY_JOB);
    return claimed.length;
  }

  const runner = createKickedRunner({
    delayMs: KICK_DELAY_MS,
    drain: async () => {
      while (!runner.closed && (await dispatchPending()) === BATCH);
    },
    onError: (error) => log.error({ err: error }, 'domain event dispatch failed; the next run retries'),
    ready: () => queue !== undefined,
    ...(options.hub ? { worker: { hub: options.hub, name: 'domain-events' } } : {}),
  });
  const kick = runner.kick;

  return {
    async publish(db, type, payload) {
      const id = randomUUID();
      const parsed = DOMAIN_EVENT_SCHEMAS[type].parse(payload) as Record<string, unknown>;
      await repository.insert(db, { id, type, payload: parsed });
      return id;
    },
    kick,
    subscribe(...added) {
      for (const subscriber of added) {
        assertSubscriberName(subscriber.name);
        if (subscribers.has(subscriber.name)) throw new Error(`A subscriber named "${subscriber.name}" exists.`);
        subscribers.set(subscriber.name, subscriber);
      }
    },
    jobs: () => [
      dispatchJob(() => dispatchPending()),
      deliveryJob(defaultRetry, async ({ eventId, subscriber: name }, attempt) => {
        await deliverEvent(orm, subscribers.get(name) ?? missing(name), eventId, attempt, log);
      }),
    ],
    attach(attached) {
      queue = attached;
      kick();
    },
    async deliverNow(eventId, name) {
      const subscriber = subscribers.get(name);
      if (!subscriber) throw new Error(`No subscriber named "${name}" is registered.`);
      const retryLimit = Math.max(1, (subscriber.retry ?? defaultRetry).limit);
      const attempt = { id: `inline:${eventId}/${name}`, retryCount: 0, retryLimit };
      return deliverEventWithResult(orm, subscriber, eventId, attempt, log);
    },
    dispatchPending,
    idle: runner.idle,
    close: runner.close,
  };
}
