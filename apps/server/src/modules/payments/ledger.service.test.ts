import { createAuditTrail } from '../../core/audit/audit-trail';
import { PAYMENT_MESSAGES } from '@meridian/contracts/payments';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../test/checkout-request';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createLocalGateway } from '../../adapters/payments/local/local-gateway';
import {
  createTestCheckoutService,
  type TestCheckoutService,
} from '../../adapters/payments/local/test-checkout.service';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { eq } from 'drizzle-orm';
import { domainEvents } from '../../core/events/domain-events.tables';
import { createEventBus } from '../../core/events/event-bus';
import type { PaymentKindHandler } from './payment-kinds.rules';
import { createPayments, type Payments } from './ledger.service';
import { paymentsRepository } from './payments.repository';

const PUBLIC_URL = 'http://localhost:3000';
const AD = 'advertising_subscription';
const SEAT = 'rsvp_seat';

/** A kind's handler that records each call, and whether its after-commit work ran. */
function recordingKind(subjectType: string) {
  const calls: string[] = [];
  const handler: PaymentKindHandler = {
    async onPaid(_db, paid) {
      const payment = await paid.record({
        subject: { type: subjectType, id: paid.checkout.clientReferenceId ?? '' },
        description: `Paid ${paid.checkout.id}`,
        buyerEmail: 'buyer@example.com',
        buyerName: 'Ada Lovelace',
        affiliateId: null,
      });
      calls.push(`paid:${payment.subjectId}`);
      paid.afterCommit(() => void calls.push('after-paid'));
    },
    onExpired(_db, context) {
      calls.push(`expired:${context.checkout.clientReferenceId}`);
      return Promise.resolve();
    },
    onRefunded(_db, payment, afterCommit) {
      calls.push(`refunded:${payment.subjectId}:${payment.refundedCents}`);
      afterCommit(() => void calls.push('after-refunded'));
      return Promise.resolve();
    },
  };
  return { calls, handler };
}

let database: TestDatabase;
let gateway: PaymentGateway;
let payments: Payments;
let page: TestCheckoutService;
let seat: ReturnType<typeof recordingKind>;
let ad: ReturnType<typeof recordingKind>;

beforeAll(async () => {
  database = await createTestDatabase();
  const now = () => new Date();
  gateway = createLocalGateway(database.db.orm, { publicUrl: PUBLIC_URL, now });
  const events = createEventBus(database.db.orm);
  payments = createPayments({
    orm: database.db.orm,
    events,
    audit: createAuditTrail({ now }),
    gateway,
    now,
    log: { error: () => undefined },
    addedTax: () => Promise.resolve(null),
  });
  seat = recordingKind('registration');
  ad = recordingKind('ad_booking');
  payments.handle(SEAT, seat.handler, { untagged: true });
  payments.handle(AD, ad.handler);
  page = createTestCheckoutService(database.db.orm, { intake: payments.intake, publicUrl: PUBLIC_URL, now });
});
afterAll(() => database.dispose());

/** Payloads of the events of `type` published for one payment. */
async function publishedFor(type: string, paymentId: number | undefined) {
  const rows = await database.db.orm.select().from(domainEvents).where(eq(domainEvents.type, type));
  return rows.map((row) => row.payload as { paymentId: number }).filter((p) => p.paymentId === paymentId);
}
beforeEach(() => {
  seat.calls.length = 0;
  ad.calls.length = 0;
});

describe('the billing ledger', () => {
  it('routes a paid checkout to its kind, records it once per event, and runs after-commit work', async () => {
    const request = checkoutRequest();
    const { id } = await payments.openCheckout(AD, request);
    expect((await gateway.retrieveCheckout(id)).metadata).toMatchObject({ kind: AD });
    await page.pay(id);
    expect(ad.calls).toEqual([`paid:${request.clientReferenceId}`, 'after-paid']);
    expect(seat.calls).toEqual([]);
    const payment = await paymentsRepository.bySubject(database.db.orm, AD, 'ad_booking', request.clientReferenceId);
    expect(payment).toMatchObject({ kind: AD, amountCents: 50_000, provider: 'test', status: 'paid' });

    // The same event again (a replay) changes nothing.
    const replay = await payments.intake({
      id: `evt_test_local_${id}`,
      type: 'checkout.completed',
      checkout: await gateway.retrieveCheckout(id),
    });
    expect(replay).toEqual({ applied: false });
    expect(ad.calls).toHaveLength(2);
    expect(await publishedFor('payment.received', payment?.id)).toEqual([
      { paymentId: payment?.id, kind: AD, amountCents: 50_000, currency: payment?.currency },
    ]);
  });

  it('sends a checkout without a kind (opened before kinds existed) to the untagged kind', async () => {
    const request = checkoutRequest();
    const { id } = await gateway.createCheckout(request);
    await page.pay(id);
    expect(seat.calls).toEqual([`paid:${request.clientReferenceId}`, 'after-paid']);
    expect(ad.calls).toEqual([]);
  });

  it('an expired checkout reaches its kind; a kind nobody handles is not recorded, so it comes again', async () => {
    const request = checkoutRequest();
    const { id } = await payments.openCheckout(AD, request);
    const expired = await payments.expireCheckout(id);
    expect(await payments.intake({ id: `evt_expired_${id}`, type: 'checkout.expired', checkout: expired })).toEqual({
      applied: true,
    });
    expect(ad.calls).toEqual([`expired:${request.clientReferenceId}`]);

    const unknown = { ...expired, metadata: { ...expired.metadata, kind: 'affiliate_transfer' } };
    const event = { id: `evt_unknown_${id}`, type: 'checkout.expired' as const, checkout: unknown };
    await expect(payments.intake(event)).rejects.toThrow(/affiliate_transfer/);
    await expect(payments.intake(event)).rejects.toThrow(/affiliate_transfer/);
    expect(await paymentsRepository.recordEvent(database.db.orm, event.id, event.type)).toBe(true);
  });

  it('refunds through the provider once, records it, and lets the kind react once', async () => {
    const request = checkoutRequest();
    const { id } = await payments.openCheckout(AD, request);
    await page.pay(id);
    const payment = await paymentsRepository.bySubject(database.db.orm, AD, 'ad_booking', request.clientReferenceId);
    ad.calls.length = 0;

    const refunded = await payments.refund(payment?.id ?? 0);
    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: 50_000 });
    expect(ad.calls).toEqual([`refunded:${request.clientReferenceId}:50000`, 'after-refunded']);
    await expect(payments.refund(payment?.id ?? 0)).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundNotAllowed,
    });

    // The provider's refund event that follows changes nothing more.
    const intent = (await gateway.retrieveCheckout(id)).paymentIntentId ?? '';
    const event = { id: `evt_refund_${id}`, type: 'charge.refunded' as const, paymentIntentId: intent };
    expect(await payments.intake({ ...event, amountRefundedCents: 50_000 })).toEqual({ applied: true });
    expect(ad.calls).toHaveLength(2);
    expect(await publishedFor('payment.refunded', payment?.id)).toEqual([
      { paymentId: payment?.id, registrationId: null, amountCents: 50_000, currency: payment?.currency, full: true },
    ]);
    await expect(payments.refund(999_999)).rejects.toMatchObject({ message: PAYMENT_MESSAGES.notFound });
  });

  it('refuses a second handler for a kind and a second untagged kind', () => {
    expect(() => payments.handle(AD, ad.handler)).toThrow(/already has a handler/);
    expect(() => payments.handle('another', ad.handler, { untagged: true })).toThrow(/Untagged/);
  });
});
