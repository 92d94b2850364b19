import type { AddedTax } from '@meridian/contracts/receipts-settings';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentGateway,
  PortalSessionRequest,
  SubscriptionCheckoutRequest,
} from '../../adapters/payments/payment-gateway';
import type { EventPublisher } from '../../core/events/event-bus';
import type { Orm } from '../../db/database';
import type { AuditTrail } from '../../core/audit/audit-trail';
import { withAddedTax } from './added-tax.rules';
import { createEventIntake } from './event-intake.service';
import {
  createKindRegistry,
  createLedgerListeners,
  type LedgerListener,
  type PaymentKindHandler,
  type PaymentSubject,
} from './payment-kinds.rules';
import { paymentsRepository, type PaymentRecord } from './payments.repository';
import { createRefundLedger } from './refund-ledger.service';
import { createRefunds } from './refunds.service';

export interface PaymentsDeps {
  orm: Orm;
  /** Publishes `payment.received` and `payment.refunded` in the ledger's transactions. */
  events: EventPublisher;
  /** Refunds are audit entries, in the ledger's transaction. */
  audit: AuditTrail;
  gateway: PaymentGateway;
  now: () => Date;
  log: { error(object: unknown, message: string): void };
  /** The tax rate checkouts add on top of prices now, or null (payments.ports.ts). */
  addedTax: () => Promise<AddedTax | null>;
}

/**
 * The billing ledger, wired once. Domains open checkouts through it (it tags each with the payment
 * kind), register a handler per kind, and refund through it; provider events come in through
 * `intake`, which the adapters' webhook and TEST MODE checkout are given at wiring.
 */
export function createPayments(deps: PaymentsDeps) {
  const kinds = createKindRegistry();
  const listeners = createLedgerListeners();
  const applyRefund = createRefundLedger({
    kinds,
    listeners,
    events: deps.events,
    audit: deps.audit,
    now: deps.now,
  });
  const intake = createEventIntake(
    {
      orm: deps.orm,
      events: deps.events,
      provider: deps.gateway.provider,
      kinds,
      subscriptions: deps.gateway,
      now: deps.now,
      listeners,
    },
    applyRefund,
  );

  return {
    provider: deps.gateway.provider,
    intake,
    refund: createRefunds({ orm: deps.orm, refunds: deps.gateway, log: deps.log }, applyRefund),

    /** A domain's reaction to payments of `kind` (see PaymentKindHandler); once per kind, at wiring. */
    handle(kind: string, handler: PaymentKindHandler, options: { untagged?: boolean } = {}): void {
      kinds.register(kind, handler, options);
    },

    /** What follows every payment and refund of any kind (receipts); registered at wiring. */
    listen(listener: LedgerListener): void {
      listeners.add(listener);
    },

    /**
     * Opens a checkout for `kind`; the kind rides in its metadata and comes back on every event. The
     * request's amount is the price: tax set to be added on top is added here, as a line of its own.
     */
    async openCheckout(kind: string, request: CheckoutRequest): Promise<CheckoutSession> {
      const taxed = withAddedTax(request, await deps.addedTax());
      return deps.gateway.createCheckout({ ...taxed, metadata: { ...taxed.metadata, kind } });
    },
    /**
     * Opens a subscription checkout for `kind`; the kind rides in the subscription's metadata and every
     * invoice's. Added tax is a recurring line of its own, at the rate of the day the plan was bought.
     */
    async openSubscriptionCheckout(kind: string, request: SubscriptionCheckoutRequest): Promise<CheckoutSession> {
      const taxed = withAddedTax(request, await deps.addedTax());
      return deps.gateway.createSubscriptionCheckout({ ...taxed, metadata: { ...taxed.metadata, kind } });
    },
    /**
     * Settles a checkout that costs nothing (a promo code took the whole price) without the provider:
     * a zero payment goes through the one intake as a completed checkout, so the kind's `onPaid`
     * confirms it and the ledger records it like any other (once, whatever the number of calls).
     */
    async settleWithoutCheckout(
      kind: string,
      request: { clientReferenceId: string; currency: string; metadata: Record<string, string> },
    ): Promise<void> {
      const id = `free_${request.clientReferenceId}`;
      await intake({
        id: `free:${request.clientReferenceId}:completed`,
        type: 'checkout.completed',
        checkout: {
          id,
          status: 'complete',
          paymentStatus: 'no_payment_required',
          paymentIntentId: null,
          clientReferenceId: request.clientReferenceId,
          metadata: { ...request.metadata, kind },
          amountTotalCents: 0,
          currency: request.currency,
          url: null,
        },
      });
    },
    retrieveSubscription: (id: string) => deps.gateway.retrieveSubscription(id),
    createPortalSession: (request: PortalSessionRequest) => deps.gateway.createPortalSession(request),
    retrieveCheckout: (id: string) => deps.gateway.retrieveCheckout(id),
    expireCheckout: (id: string) => deps.gateway.expireCheckout(id),

    /** One ledger row by id (commissions read the payment they are a share of). */
    byId: (db: Orm, id: number): Promise<PaymentRecord | undefined> => paymentsRepository.byId(db, id),

    bySubject(db: Orm, kind: string, subject: PaymentSubject): Promise<PaymentRecord | undefined> {
      return paymentsRepository.bySubject(db, kind, subject.type, subject.id);
    },

    /** Payments of `kind` not yet refunded in full among the subjects a subquery selects (ids as text). */
    unrefundedAmong: paymentsRepository.unrefundedAmong,
  };
}
export type Payments = ReturnType<typeof createPayments>;
