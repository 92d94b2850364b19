import type { ProviderEvent, ProviderEventIntake } from '../src/adapters/payments/provider-event';

export interface RecordingIntake {
  /** Pass this where an adapter expects the payments intake. */
  intake: ProviderEventIntake;
  /** Every event handed over, in order. */
  events: ProviderEvent[];
  /** While set, the intake throws it (a failing ledger or kind handler). */
  failWith: Error | null;
  reset(): void;
}

/** An intake that records what an adapter's route hands the payments module (route tests without the ledger). */
export function createRecordingIntake(): RecordingIntake {
  const recorder: RecordingIntake = {
    events: [],
    failWith: null,
    intake(event) {
      if (recorder.failWith) return Promise.reject(recorder.failWith);
      recorder.events.push(event);
      return Promise.resolve({ applied: true });
    },
    reset() {
      recorder.events = [];
      recorder.failWith = null;
    },
  };
  return recorder;
}
