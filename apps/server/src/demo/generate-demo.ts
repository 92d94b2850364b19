import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { DemoDomain, DemoState } from './demo-context';
import { demoDomains } from './demo-registry';
import { createRandom } from './random';

export interface DemoOptions {
  /** 1: hundreds of rows; 250: 100,000 registrations and 100,000 contacts. */
  scale: number;
  /** The same seed and `now` give the same rows. */
  seed: number;
  now: Date;
  /** How long a registration holds its seat unpaid: the server's RSVP_HOLD_MINUTES. */
  holdMinutes: number;
  domains?: readonly DemoDomain[];
  /** Told after each domain, with its counts and how long it took. */
  onDomain?: (name: string, counts: Record<string, number>, ms: number) => void;
}

/** A number per domain name, mixed with the seed, so each domain draws its own sequence. */
function domainSeed(seed: number, name: string): number {
  let hash = seed >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * Fills `database` with demo data, one transaction per domain (a failing domain leaves the earlier
 * ones in place). Answers the counts per domain.
 */
export async function generateDemo(database: Database, options: DemoOptions) {
  const state: DemoState = {};
  const report: Record<string, Record<string, number>> = {};
  for (const domain of options.domains ?? demoDomains) {
    const started = performance.now();
    const counts = await inTransaction(database.orm, (db) =>
      domain.seed({
        db,
        random: createRandom(domainSeed(options.seed, domain.name)),
        scale: options.scale,
        now: options.now,
        holdMinutes: options.holdMinutes,
        state,
      }),
    );
    report[domain.name] = counts;
    options.onDomain?.(domain.name, counts, performance.now() - started);
  }
  return report;
}
