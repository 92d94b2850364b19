import { randomUUID } from 'node:crypto';
import type { CheckoutRequest } from '../src/adapters/payments/payment-gateway';

/**
 * A seat checkout as the RSVP flow asks for one: $500.00, expiring 31 minutes after `now`, with a
 * fresh client reference and idempotency key each call (override any field).
 */
export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}, now = new Date()): CheckoutRequest {
  const reference = `reg-${randomUUID().slice(0, 8)}`;
  return {
    clientReferenceId: reference,
    description: 'Webinar seat: Reading price action — Tue 1 Dec 2026, 7:00 PM EST',
    amountCents: 50_000,
    currency: 'usd',
    customerEmail: 'ada@example.com',
    metadata: { registrationId: reference },
    expiresAt: new Date(now.getTime() + 31 * 60_000),
    successUrl: 'http://localhost:3000/rsvp/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: `http://localhost:3000/rsvp/cancelled?ref=${reference}`,
    idempotencyKey: `checkout-${reference}`,
    ...overrides,
  };
}
