import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { JobAttempt } from '../../jobs/queue';
import { domainEventsRepository as repository } from './domain-events.repository';
import { DOMAIN_EVENT_SCHEMAS, isDomainEventType, type DomainEvent } from './event-types';
import { redactError } from './redact-error';
import type { Subscriber } from './subscriber';

export type DeliveryOutcome = 'delivered' | 'duplicate';
/** A delivery's outcome and, when this call delivered it, what the subscriber's `handle` resolved. */
export type DeliveryResult = { outcome: 'delivered'; result: unknown } | { outcome: 'duplicate' };
type DeliveryLogger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

async function load(db: Orm, eventId: string): Promise<DomainEvent> {
  const stored = await repository.find(db, eventId);
  if (!stored) throw new Error(`Domain event ${eventId} does not exist.`);
  if (!isDomainEventType(stored.type))
    throw new Error(`Domain event ${eventId} has the unknown type "${stored.type}".`);
  const payload = DOMAIN_EVENT_SCHEMAS[stored.type].parse(stored.payload);
  return { id: stored.id, type: stored.type, payload, occurredAt: stored.occurredAt } as DomainEvent;
}

const DUPLICATE = { outcome: 'duplicate' } as const;

async function run(orm: Orm, subscriber: Subscriber, eventId: string, attempt: JobAttempt): Promise<DeliveryResult> {
  const afterCommit: (() => void)[] = [];
  const context = { attempt, afterCommit: (fn: () => void) => void afterCommit.push(fn) };
  let delivery: DeliveryResult;
  if (subscriber.transactional === false) {
    if (await repository.isDelivered(orm, eventId, subscriber.name)) return DUPLICATE;
    const result = await subscriber.handle(orm, await load(orm, eventId), context);
    const claimed = await repository.claimDelivery(orm, eventId, subscriber.name);
    delivery = claimed ? { outcome: 'delivered', result } : DUPLICATE;
  } else {
    delivery = await inTransaction(orm, async (db): Promise<DeliveryResult> => {
      if (!(await repository.claimDelivery(db, eventId, subscriber.name))) return DUPLICATE;
      return { outcome: 'delivered', result: await subscriber.handle(db, await load(db, eventId), context) };
    });
  }
  for (const fn of afterCommit) fn();
  return delivery;
}

/**
 * Delivers one event to one subscriber, at most one effect per (event, subscriber). A failure is
 * recorded (attempts, redacted error; 'failed' on the last try) and rethrown so pg-boss retries it.
 */
export async function deliverEvent(
  orm: Orm,
  subscriber: Subscriber,
  eventId: string,
  attempt: JobAttempt,
  log: DeliveryLogger,
): Promise<DeliveryOutcome> {
  return (await deliverEventWithResult(orm, subscriber, eventId, attempt, log)).outcome;
}

/** `deliverEvent`, resolving also what the subscriber's `handle` resolved (for `bus.deliverNow`). */
export async function deliverEventWithResult(
  orm: Orm,
  subscriber: Subscriber,
  eventId: string,
  attempt: JobAttempt,
  log: DeliveryLogger,
): Promise<DeliveryResult> {
  try {
    return await run(orm, subscriber, eventId, attempt);
  } catch (error) {
    const final = attempt.retryCount >= attempt.retryLimit;
    const reason = redactError(error);
    await repository.recordFailure(orm, eventId, subscriber.name, reason, final);
    const details = { eventId, subscriber: subscriber.name, attempt: attempt.retryCount + 1, err: reason };
    if (final) log.error(details, 'domain event delivery failed on its last try; listed for admins');
    else log.warn(details, 'domain event delivery failed; will retry');
    throw error;
  }
}
