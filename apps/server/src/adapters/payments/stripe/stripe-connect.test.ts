import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe-server';
import { PaymentProviderError, type PaymentGateway } from '../payment-gateway';
import { createStripeGateway } from './stripe-gateway';

let fake: FakeStripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = createStripeGateway(fake.gatewayOptions);
});
afterAll(() => fake.close());

let user = 100;
const openAccount = (overrides: { websiteUrl?: string } = {}) => {
  user += 1;
  return gateway.createConnectedAccount({
    userId: user,
    email: `affiliate${user}@example.com`,
    idempotencyKey: `connect-account-${user}`,
    ...overrides,
  });
};

describe('Stripe Connect through the gateway, against the fake Stripe server (real SDK)', () => {
  it('opens an Express account for transfers, tagged with our user id, once per idempotency key', async () => {
    const account = await openAccount({ websiteUrl: 'http://localhost:3000/r/101/rsvp' });
    expect(account).toEqual({
      id: expect.stringMatching(/^acct_test_/) as string,
      payoutsEnabled: false,
      detailsSubmitted: false,
      userId: user,
    });
    const call = fake.calls.at(-1);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/accounts', idempotencyKey: `connect-account-${user}` });
    expect(call?.body).toEqual({
      controller: {
        stripe_dashboard: { type: 'express' },
        fees: { payer: 'application' },
        losses: { payments: 'application' },
        requirement_collection: 'stripe',
      },
      email: `affiliate${user}@example.com`,
      business_profile: { url: 'http://localhost:3000/r/101/rsvp' },
      capabilities: { transfers: { requested: 'true' } },
      metadata: { userId: String(user) },
    });
    const count = fake.accounts.size;
    const again = await gateway.createConnectedAccount({
      userId: user,
      email: `affiliate${user}@example.com`,
      websiteUrl: 'http://localhost:3000/r/101/rsvp',
      idempotencyKey: `connect-account-${user}`,
    });
    expect(again).toEqual(account);
    expect(fake.accounts.size).toBe(count);
  });

  it('retrieves the account as onboarding changes it', async () => {
    const { id } = await openAccount();
    expect(await gateway.retrieveConnectedAccount(id)).toMatchObject({ payoutsEnabled: false, userId: user });
    fake.completeOnboarding(id);
    expect(await gateway.retrieveConnectedAccount(id)).toEqual({
      id,
      payoutsEnabled: true,
      detailsSubmitted: true,
      userId: user,
    });
  });

  it('opens a fresh onboarding link on every call', async () => {
    const { id } = await openAccount();
    const request = {
      accountId: id,
      returnUrl: 'http://localhost:3000/affiliate/dashboard?stripe=return',
      refreshUrl: 'http://localhost:3000/affiliate/dashboard?stripe=refresh',
    };
    const first = await gateway.createOnboardingLink(request);
    expect(fake.calls.at(-1)?.body).toEqual({
      account: id,
      type: 'account_onboarding',
      return_url: request.returnUrl,
      refresh_url: request.refreshUrl,
    });
    const second = await gateway.createOnboardingLink(request);
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\//);
    expect(second.url).not.toBe(first.url);
  });

  it('transfers to an onboarded account once per idempotency key', async () => {
    const { id } = await openAccount();
    fake.completeOnboarding(id);
    const request = {
      accountId: id,
      amountCents: 2_500,
      currency: 'usd',
      transferGroup: 'payout-7',
      metadata: { payoutId: '7' },
      idempotencyKey: 'payout-7',
    };
    const result = await gateway.createTransfer(request);
    expect(result).toEqual({ id: expect.stringMatching(/^tr_test_/) as string, amountCents: 2_500 });
    expect(fake.calls.at(-1)?.body).toEqual({
      destination: id,
      amount: '2500',
      currency: 'usd',
      transfer_group: 'payout-7',
      metadata: { payoutId: '7' },
    });
    expect(await gateway.createTransfer(request)).toEqual(result);
    expect([...fake.transfers.values()].filter((t) => t.destination === id)).toHaveLength(1);
  });

  it('reports Stripe’s refusals as PaymentProviderError with Stripe’s message', async () => {
    const { id } = await openAccount();
    const early = gateway.createTransfer({
      accountId: id,
      amountCents: 100,
      currency: 'usd',
      transferGroup: 'payout-8',
      metadata: {},
      idempotencyKey: 'payout-8',
    });
    await expect(early).rejects.toThrow(PaymentProviderError);
    await expect(early).rejects.toThrow(/destination account needs to have at least one of the following capabilities/);
    await expect(gateway.retrieveConnectedAccount('acct_test_missing')).rejects.toThrow(
      /Stripe refused to retrieve connected account acct_test_missing: No such account/,
    );
  });
});
