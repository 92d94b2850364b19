import type { ConnectPort, TransferRequest, TransferResult } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import { stripeConnectRepository as repo } from './stripe-connect.repository';

export interface PayoutAccount {
  /** The connected account's id at the provider (Stripe's acct_…). */
  accountId: string;
  /** Onboarding finished and the provider lets money out to the account holder's bank. */
  payoutsEnabled: boolean;
}

/**
 * What other modules use to pay affiliates (the affiliates module's payouts): where a user's money
 * goes, and a transfer there. Money out goes through here, never to the gateway directly.
 */
export function createPayoutAccounts(deps: { orm: Orm; gateway: ConnectPort; now: () => Date }) {
  return {
    /** The user's connected account, or null when they never started onboarding. Read on `db` (a caller's transaction sees it). */
    async payoutAccountOf(db: Orm, userId: number): Promise<PayoutAccount | null> {
      const row = await repo.findByUser(db, userId);
      return row ? { accountId: row.accountId, payoutsEnabled: row.payoutsEnabled } : null;
    },

    /**
     * Moves money from the platform's balance to a connected account. Same idempotency key, same
     * transfer: a payout that runs twice moves the money once. A provider refusal or outage is thrown
     * as PaymentProviderError (the caller keeps the payout owed and tries again later). The transfer
     * is recorded after the provider answers, so it is not part of a caller's transaction.
     */
    async transfer(request: TransferRequest): Promise<TransferResult> {
      const result = await deps.gateway.createTransfer(request);
      await repo.upsertTransfer(
        deps.orm,
        {
          id: result.id,
          accountId: request.accountId,
          amountCents: result.amountCents,
          amountReversedCents: 0,
          currency: request.currency,
          transferGroup: request.transferGroup,
          metadata: request.metadata,
        },
        deps.now(),
      );
      return result;
    },
  };
}
export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
