import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { PaymentProviderError, type PaymentGateway } from '../payment-gateway';
import { LOCAL_ONBOARDING_LINK_MINUTES } from './local-connect';
import { createLocalGateway } from './local-gateway';
import { testConnectRepository } from './test-connect.repository';

const PUBLIC_URL = 'http://localhost:3000';
let database: TestDatabase;
let gateway: PaymentGateway;
const clock = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createLocalGateway(database.db.orm, { publicUrl: PUBLIC_URL, now: () => clock });
});
afterAll(() => database.dispose());

let user = 200;
const openAccount = () => {
  user += 1;
  return gateway.createConnectedAccount({ userId: user, email: `a${user}@example.com`, idempotencyKey: `k-${user}` });
};

describe('local TEST MODE Connect (PGlite / PostgreSQL)', () => {
  it('opens one account per idempotency key, not yet able to receive payouts', async () => {
    const account = await openAccount();
    expect(account).toEqual({
      id: expect.stringMatching(/^acct_test_local_[A-Za-z0-9]{16}$/) as string,
      payoutsEnabled: false,
      detailsSubmitted: false,
      userId: user,
    });
    const again = await gateway.createConnectedAccount({
      userId: user,
      email: 'x@example.com',
      idempotencyKey: `k-${user}`,
    });
    expect(again).toEqual(account);
    await expect(
      gateway.createConnectedAccount({ userId: user + 50, email: 'y@example.com', idempotencyKey: `k-${user}` }),
    ).rejects.toThrow(/already used for another user's account/);
  });

  it('opens a fresh onboarding link each time, pointing at the TEST MODE page', async () => {
    const { id } = await openAccount();
    const request = { accountId: id, returnUrl: `${PUBLIC_URL}/r`, refreshUrl: `${PUBLIC_URL}/f` };
    const first = await gateway.createOnboardingLink(request);
    const second = await gateway.createOnboardingLink(request);
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/connect\/test\/acctlink_test_local_[A-Za-z0-9]{32}$/);
    expect(second.url).not.toBe(first.url);
    const link = await testConnectRepository.findLink(database.db.orm, first.url.split('/').at(-1) ?? '');
    expect(link?.expiresAt.getTime()).toBe(clock.getTime() + LOCAL_ONBOARDING_LINK_MINUTES * 60_000);
    await expect(gateway.createOnboardingLink({ ...request, accountId: 'acct_test_local_nope' })).rejects.toThrow(
      /No such connected account/,
    );
  });

  it('refuses transfers before onboarding, then transfers once per idempotency key', async () => {
    const { id } = await openAccount();
    const request = {
      accountId: id,
      amountCents: 1_000,
      currency: 'usd',
      transferGroup: 'payout-1',
      metadata: { payoutId: '1' },
      idempotencyKey: `t-${id}`,
    };
    await expect(gateway.createTransfer(request)).rejects.toThrow(PaymentProviderError);
    await testConnectRepository.completeOnboarding(database.db.orm, id);
    expect(await gateway.retrieveConnectedAccount(id)).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    const result = await gateway.createTransfer(request);
    expect(result).toEqual({ id: expect.stringMatching(/^tr_test_local_/) as string, amountCents: 1_000 });
    expect(await gateway.createTransfer(request)).toEqual(result);
    await expect(gateway.createTransfer({ ...request, amountCents: 5 })).rejects.toThrow(/different transfer/);
    await expect(gateway.createTransfer({ ...request, amountCents: 0, idempotencyKey: 'z' })).rejects.toThrow(
      /positive whole number/,
    );
  });
});
