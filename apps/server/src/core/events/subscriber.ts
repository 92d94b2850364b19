import type { Orm } from '../../db/database';
import type { JobAttempt, JobRetry } from '../../jobs/queue';
import type { DomainEvent, DomainEventType } from './event-types';

/** What a subscriber may do besides its database work. */
export interface DeliveryContext {
  /** Which try this is (pg-boss retry count and limit). */
  attempt: JobAttempt;
  /** Runs `fn` once the subscriber's transaction has committed (e.g. `mailer.kick()`); never on rollback. */
  afterCommit(fn: () => void): void;
}

/**
 * Reacts to domain events. `name` is stable (it is stored with every delivery; renaming a subscriber
 * makes it a new one) and unique, e.g. 'rsvp.reschedule-notices'.
 *
 * By default `handle` runs in one transaction with the record of the delivery: the effect and the record
 * commit together, and a second delivery of the same event finds the record and does nothing. Do every
 * read and write through `db` there: on PGlite the outer handle waits for this transaction to end.
 * With `transactional: false`, `handle` gets the plain handle and may run its own transactions and call
 * outside systems (a payment provider); the delivery is recorded after it returns, so it must be safe to
 * run again for the same event (a crash between the effect and the record repeats it).
 *
 * A throw fails the try; pg-boss retries with `retry` (the bus default otherwise). After the last try
 * the delivery is listed for admins, who can retry it. What `handle` resolves is ignored, except by
 * `bus.deliverNow`, which hands it to its caller.
 */
export interface Subscriber<T extends DomainEventType = DomainEventType> {
  name: string;
  on: readonly T[];
  transactional?: boolean;
  retry?: JobRetry;
  handle(db: Orm, event: DomainEvent<T>, context: DeliveryContext): Promise<unknown>;
}

/** Infers `T` from `on`, so `handle` sees only the payloads of the types it listens to. */
export function defineSubscriber<T extends DomainEventType>(subscriber: Subscriber<T>): Subscriber {
  return subscriber as unknown as Subscriber;
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export function assertSubscriberName(name: string): void {
  if (!NAME.test(name)) {
    throw new Error(`Subscriber name "${name}" must be lower-case letters, digits, ".", "_" or "-" (at most 100).`);
  }
}
