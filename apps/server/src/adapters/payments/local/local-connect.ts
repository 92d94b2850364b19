import type { Orm } from '../../../db/database';
import { PaymentProviderError, type ConnectPort } from '../payment-gateway';
import { localConnectIds } from './local-ids';
import { testConnectRepository as connect, toLocalAccount } from './test-connect.repository';

/** How long a local onboarding link can be opened (Stripe's expire within minutes; a person is slower locally). */
export const LOCAL_ONBOARDING_LINK_MINUTES = 30;

/** The web app's TEST MODE onboarding page for a link. */
export const localOnboardingUrl = (publicUrl: string, linkId: string) => `${publicUrl}/connect/test/${linkId}`;

/**
 * The embedded TEST MODE Connect (no Stripe keys): accounts, links and transfers live in local
 * tables; the /connect/test/<link> page completes onboarding (test-onboarding.service.ts), which
 * hands the same `account.updated` event to the same intake as the Connect webhook.
 */
export function createLocalConnect(orm: Orm, options: { publicUrl: string; now?: () => Date }): ConnectPort {
  const now = options.now ?? (() => new Date());

  async function account(accountId: string) {
    const row = await connect.findAccount(orm, accountId);
    if (!row) throw new PaymentProviderError(`No such connected account: ${accountId}`);
    return row;
  }

  return {
    async createConnectedAccount(request) {
      const row = await connect.insertAccountOnce(orm, {
        id: localConnectIds.account(),
        userId: request.userId,
        email: request.email,
        idempotencyKey: request.idempotencyKey,
      });
      if (row.userId !== request.userId) {
        throw new PaymentProviderError(
          `The idempotency key ${request.idempotencyKey} was already used for another user's account.`,
        );
      }
      return toLocalAccount(row);
    },

    retrieveConnectedAccount: async (accountId) => toLocalAccount(await account(accountId)),

    async createOnboardingLink(request) {
      await account(request.accountId);
      const id = localConnectIds.onboardingLink();
      await connect.insertLink(orm, {
        id,
        accountId: request.accountId,
        returnUrl: request.returnUrl,
        refreshUrl: request.refreshUrl,
        expiresAt: new Date(now().getTime() + LOCAL_ONBOARDING_LINK_MINUTES * 60_000),
      });
      return { url: localOnboardingUrl(options.publicUrl, id) };
    },

    async createTransfer(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new PaymentProviderError(
          `A transfer must be a positive whole number of cents (got ${request.amountCents}).`,
        );
      }
      const destination = await account(request.accountId);
      if (!destination.payoutsEnabled) {
        throw new PaymentProviderError(
          `The connected account ${request.accountId} has not finished onboarding; it cannot receive transfers yet.`,
        );
      }
      const row = await connect.insertTransferOnce(orm, {
        id: localConnectIds.transfer(),
        accountId: request.accountId,
        amountCents: request.amountCents,
        currency: request.currency,
        transferGroup: request.transferGroup,
        metadata: request.metadata,
        idempotencyKey: request.idempotencyKey,
      });
      if (row.accountId !== request.accountId || row.amountCents !== request.amountCents) {
        throw new PaymentProviderError(
          `The idempotency key ${request.idempotencyKey} was already used for a different transfer.`,
        );
      }
      return { id: row.id, amountCents: row.amountCents };
    },
  };
}
