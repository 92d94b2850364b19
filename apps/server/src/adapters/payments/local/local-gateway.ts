import type { Orm } from '../../../db/database';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type CheckoutState,
  type CheckoutStatus,
  type PaymentGateway,
  withAddedTaxCents,
} from '../payment-gateway';
import { createLocalConnect } from './local-connect';
import { localCheckoutUrl } from './local-gateway-urls';
import { localIds } from './local-ids';
import { createLocalSubscriptions } from './local-subscriptions';
import {
  RESERVED_METADATA_PREFIX,
  testCheckoutRepository as checkouts,
  type TestCheckoutRecord,
} from './test-checkout.repository';

export { localCheckoutUrl } from './local-gateway-urls';

/** What a local checkout's status is at `now`: an open one past its expiry counts as expired. */
export function localCheckoutStatus(record: TestCheckoutRecord, now: Date): CheckoutStatus {
  return record.status === 'open' && record.expiresAt <= now ? 'expired' : record.status;
}

export function toLocalCheckoutState(record: TestCheckoutRecord, now: Date, publicUrl: string): CheckoutState {
  const status = localCheckoutStatus(record, now);
  return {
    id: record.id,
    status,
    paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
    paymentIntentId: record.paymentIntentId,
    clientReferenceId: record.clientReferenceId,
    metadata: record.metadata,
    amountTotalCents: record.amountCents,
    currency: record.currency,
    url: status === 'open' ? localCheckoutUrl(publicUrl, record.id) : null,
  };
}

function checkRequest(request: CheckoutRequest, now: Date): void {
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
    throw new PaymentProviderError(`The amount must be a positive whole number of cents (got ${request.amountCents}).`);
  }
  if (request.expiresAt <= now) {
    throw new PaymentProviderError(`The checkout must expire in the future (got ${request.expiresAt.toISOString()}).`);
  }
  const reserved = Object.keys(request.metadata).find((key) => key.startsWith(RESERVED_METADATA_PREFIX));
  if (reserved)
    throw new PaymentProviderError(
      `Metadata keys starting with ${RESERVED_METADATA_PREFIX} are reserved (got ${reserved}).`,
    );
}

/**
 * The embedded TEST MODE checkout (no Stripe keys): sessions live in `test_checkouts`, the web app's
 * /checkout/test/<id> page pays or cancels them (test-checkout.routes.ts), and paying produces the
 * same ProviderEvent the Stripe webhook would.
 */
export function createLocalGateway(orm: Orm, options: { publicUrl: string; now?: () => Date }): PaymentGateway {
  const now = options.now ?? (() => new Date());

  async function state(id: string): Promise<CheckoutState> {
    const record = await checkouts.find(orm, id);
    if (!record) throw new PaymentProviderError(`No such checkout: ${id}`);
    return toLocalCheckoutState(record, now(), options.publicUrl);
  }

  return {
    provider: 'test',
    ...createLocalConnect(orm, options),
    ...createLocalSubscriptions(orm, { publicUrl: options.publicUrl, now }),

    async createCheckout(request) {
      checkRequest(request, now());
      // The page charges the total, the tax added on top included, as Stripe's would.
      const amountCents = withAddedTaxCents(request.amountCents, request.addedTax);
      const record = await checkouts.openOnce(orm, { ...request, amountCents }, request.expiresAt);
      if (record.clientReferenceId !== request.clientReferenceId || record.amountCents !== amountCents) {
        throw new PaymentProviderError(
          `The idempotency key ${request.idempotencyKey} was already used for a different checkout (${record.clientReferenceId}, ${record.amountCents} cents).`,
        );
      }
      return { id: record.id, url: localCheckoutUrl(options.publicUrl, record.id) };
    },

    retrieveCheckout: state,

    async expireCheckout(id) {
      await checkouts.expire(orm, id);
      return state(id);
    },

    async refund(request) {
      if (request.amountCents !== undefined && (!Number.isInteger(request.amountCents) || request.amountCents <= 0)) {
        throw new PaymentProviderError(
          `A refund must be a positive whole number of cents (got ${request.amountCents}).`,
        );
      }
      const outcome = await checkouts.refund(orm, request.paymentIntentId, {
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        refundId: localIds.refund(),
      });
      switch (outcome.kind) {
        case 'refunded':
          return { id: outcome.id, amountCents: outcome.amountCents };
        case 'no-payment':
          throw new PaymentProviderError(`No paid checkout has the payment intent ${request.paymentIntentId}.`);
        case 'nothing-left':
          throw new PaymentProviderError(`The payment ${request.paymentIntentId} has already been refunded in full.`);
        case 'too-large':
          throw new PaymentProviderError(
            `The refund (${request.amountCents} cents) is more than the ${outcome.remainingCents} cents left on ${request.paymentIntentId}.`,
          );
      }
    },
  };
}
