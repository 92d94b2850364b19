import type { CheckoutState, InvoiceState, SubscriptionState } from '../../adapters/payments/payment-gateway';
import type { ProviderEvent } from '../../adapters/payments/provider-event';
import type { Orm } from '../../db/database';
import type { PaymentRecord, RefundRecord } from './payments.repository';

export type { PaymentRecord, RefundRecord };

/** What a payment is for, in its kind's own terms (a seat: type `registration`, id the registration's id). */
export interface PaymentSubject {
  type: string;
  id: string;
}

/** What the kind knows about money that came in, for the ledger row. */
export interface LedgerEntry {
  subject: PaymentSubject;
  description: string;
  buyerEmail: string;
  buyerName: string;
  affiliateId: number | null;
}

/** Work to run once the transaction that applied an event has committed (closing checkouts, waking mail). */
export type AfterCommit = (task: () => Promise<void> | void) => void;

export interface KindContext {
  /** The provider event being applied (or a synthesised one: reconciliation, closing a checkout). */
  eventId: string;
  checkout: CheckoutState;
  afterCommit: AfterCommit;
}

export interface PaidContext extends KindContext {
  /** Writes the ledger row for this checkout (once: a repeated call answers the same row). */
  record(entry: LedgerEntry): Promise<PaymentRecord>;
}

/** A subscription's event (its checkout completing, an invoice, a change) with the subscription as it is now. */
export interface SubscriptionContext {
  eventId: string;
  event: ProviderEvent;
  /**
   * The subscription as the provider holds it when the event is applied (read again, not taken from
   * the event): applying it is the same whatever the order or number of deliveries.
   */
  subscription: SubscriptionState;
  afterCommit: AfterCommit;
  /** Writes the ledger row for a paid invoice (once: a repeated call answers the same row). */
  recordInvoice(invoice: InvoiceState, entry: LedgerEntry): Promise<PaymentRecord>;
}

/**
 * A domain's reaction to its payments. Every call runs inside the transaction that records the
 * event, so the reaction and the ledger commit together; each must tolerate any order of events.
 */
export interface PaymentKindHandler {
  /** A checkout of this kind was paid (completed and paid, or an async payment succeeded). */
  onPaid(db: Orm, paid: PaidContext): Promise<void>;
  /** A checkout of this kind closed without money: it expired, or its async payment failed. */
  onExpired(db: Orm, context: KindContext): Promise<void>;
  /** A payment of this kind has now been refunded in full. */
  onRefunded(db: Orm, payment: PaymentRecord, afterCommit: AfterCommit): Promise<void>;
  /**
   * Takes the kind's own locks before the ledger locks a payment row of this kind, so refunds lock
   * in the same order as `onPaid` (the kind's rows first, then the payment).
   */
  lockFor?(db: Orm, payment: PaymentRecord): Promise<void>;
  /**
   * A kind sold as a subscription: its checkout completing, its invoices (paid or failed) and its
   * subscription changing or ending all come here instead of `onPaid`/`onExpired`.
   */
  onSubscription?(db: Orm, context: SubscriptionContext): Promise<void>;
}

/**
 * What follows every payment and refund, whatever its kind (receipts and credit notes: docs/product.md,
 * Receipts and credit notes). Each call runs inside the transaction that records the money, so the
 * document and the ledger row commit together or not at all.
 */
export interface LedgerListener {
  /** A ledger row was written (once per payment: a repeated event does not call it again). */
  paymentRecorded(db: Orm, payment: PaymentRecord): Promise<void>;
  /** A refund was recorded; `payment` is the row after it. */
  refundRecorded(db: Orm, payment: PaymentRecord, refund: RefundRecord): Promise<void>;
}

/** The listeners registered at wiring (`Payments.listen`), called in order. */
export function createLedgerListeners() {
  const listeners: LedgerListener[] = [];
  return {
    add: (listener: LedgerListener) => void listeners.push(listener),
    async paymentRecorded(db: Orm, payment: PaymentRecord) {
      for (const listener of listeners) await listener.paymentRecorded(db, payment);
    },
    async refundRecorded(db: Orm, payment: PaymentRecord, refund: RefundRecord) {
      for (const listener of listeners) await listener.refundRecorded(db, payment, refund);
    },
  };
}
export type LedgerListeners = ReturnType<typeof createLedgerListeners>;

/** The handlers each domain registers at wiring, by kind. */
export function createKindRegistry() {
  const handlers = new Map<string, PaymentKindHandler>();
  let untagged: string | undefined;

  return {
    /**
     * `untagged`: this kind also takes events of checkouts that carry no kind in their metadata
     * (opened before kinds existed). One kind at most.
     */
    register(kind: string, handler: PaymentKindHandler, options: { untagged?: boolean } = {}): void {
      if (handlers.has(kind)) throw new Error(`Payment kind ${kind} already has a handler.`);
      if (options.untagged) {
        if (untagged) throw new Error(`Untagged checkouts already go to ${untagged}; ${kind} cannot take them too.`);
        untagged = kind;
      }
      handlers.set(kind, handler);
    },

    /** The kind a checkout was opened for: its `kind` metadata, or the untagged kind for older ones. */
    kindOf(checkout: { id: string; metadata: Record<string, string> }): string {
      const kind = checkout.metadata.kind ?? untagged;
      if (!kind) throw new Error(`${checkout.id} names no payment kind and no kind takes untagged ones.`);
      return kind;
    },

    /** Throws for a kind nobody registered: the event is not recorded, so the provider delivers it again. */
    handlerOf(kind: string): PaymentKindHandler {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`No handler is registered for payment kind ${kind}.`);
      return handler;
    },
  };
}
export type KindRegistry = ReturnType<typeof createKindRegistry>;
