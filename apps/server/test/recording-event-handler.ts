import type { PaymentEvent, PaymentEventHandler } from '../src/modules/payments/payment-event';

export interface RecordingEventHandler extends PaymentEventHandler {
  /** Every event handed over, in order. */
  events: PaymentEvent[];
  /** While set, handle() throws it (a failing fulfilment). */
  failWith: Error | null;
  reset(): void;
}

/** A PaymentEventHandler that records what a route hands the fulfilment (route tests without the RSVP module). */
export function createRecordingEventHandler(): RecordingEventHandler {
  const handler: RecordingEventHandler = {
    events: [],
    failWith: null,
    handle(event) {
      if (handler.failWith) return Promise.reject(handler.failWith);
      handler.events.push(event);
      return Promise.resolve({ applied: true });
    },
    reset() {
      handler.events = [];
      handler.failWith = null;
    },
  };
  return handler;
}
