import type { ProviderEvent, ProviderEventIntake } from '../src/adapters/payments/provider-event';
import type { Orm } from '../src/db/database';

export interface RecordingIntake {
  /** Pass this where an adapter expects the payments intake. */
  intake: ProviderEventIntake;
  /** Every event handed over, in order. */
  events: ProviderEvent[];
  /** While set, the intake throws it (a failing ledger or kind handler). */
  failWith: Error | null;
  reset(): void;
}

/**
 * An intake that records what an adapter's route hands the payments module (route tests without the
 * ledger). A caller's `within` step runs in a transaction on `orm()`, as the real intake runs it,
 * unless the intake fails (the real one then rolls it back).
 */
export function createRecordingIntake(orm?: () => Orm): RecordingIntake {
  const recorder: RecordingIntake = {
    events: [],
    failWith: null,
    async intake(event, options) {
      if (recorder.failWith) throw recorder.failWith;
      const within = options?.within;
      if (within) {
        if (!orm) throw new Error('This recording intake has no database to run the caller’s step on.');
        await orm().transaction((tx) => within(tx));
      }
      recorder.events.push(event);
      return { applied: true };
    },
    reset() {
      recorder.events = [];
      recorder.failWith = null;
    },
  };
  return recorder;
}
