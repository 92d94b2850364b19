import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { domainEventDeliveries } from './domain-events.tables';

export const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** Polls `probe` every 50 ms until it returns a value (not undefined). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function deliveryRows(orm: Orm) {
  return orm.select().from(domainEventDeliveries);
}
