import type Stripe from 'stripe';
import type { ConnectedAccount, ConnectPort, TransferState } from '../payment-gateway';
import { call } from './stripe-errors';

/** The metadata key holding our user id on a connected account. */
export const CONNECT_USER_METADATA = 'userId';

/** A Stripe account as the app sees it (gateway answers and `account.updated` payloads alike). */
export function toConnectedAccount(account: Stripe.Account): ConnectedAccount {
  const userId = Number(account.metadata?.[CONNECT_USER_METADATA]);
  return {
    id: account.id,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
  };
}

/** A Stripe transfer as the app sees it (the `transfer.*` payloads). */
export function toTransferState(transfer: Stripe.Transfer): TransferState {
  const destination = transfer.destination;
  return {
    id: transfer.id,
    accountId: typeof destination === 'string' ? destination : (destination?.id ?? ''),
    amountCents: transfer.amount,
    amountReversedCents: transfer.amount_reversed,
    currency: transfer.currency,
    transferGroup: transfer.transfer_group ?? null,
    metadata: { ...(transfer.metadata ?? {}) },
  };
}

/**
 * Affiliate payouts through Stripe Connect: Express accounts (Stripe's hosted onboarding and
 * dashboard, the platform pays the fees and carries the losses), onboarding links, and transfers
 * from the platform's balance to an account.
 */
export function createStripeConnect(stripe: Stripe): ConnectPort {
  return {
    createConnectedAccount: (request) =>
      call(`open a connected account for user ${request.userId}`, async () => {
        const account = await stripe.accounts.create(
          {
            controller: {
              stripe_dashboard: { type: 'express' },
              fees: { payer: 'application' },
              losses: { payments: 'application' },
              requirement_collection: 'stripe',
            },
            email: request.email,
            ...(request.websiteUrl ? { business_profile: { url: request.websiteUrl } } : {}),
            capabilities: { transfers: { requested: true } },
            metadata: { [CONNECT_USER_METADATA]: String(request.userId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return toConnectedAccount(account);
      }),

    retrieveConnectedAccount: (accountId) =>
      call(`retrieve connected account ${accountId}`, async () =>
        toConnectedAccount(await stripe.accounts.retrieve(accountId)),
      ),

    createOnboardingLink: (request) =>
      call(`open onboarding for ${request.accountId}`, async () => {
        const link = await stripe.accountLinks.create({
          account: request.accountId,
          type: 'account_onboarding',
          return_url: request.returnUrl,
          refresh_url: request.refreshUrl,
        });
        return { url: link.url };
      }),

    createTransfer: (request) =>
      call(`transfer to ${request.accountId}`, async () => {
        const transfer = await stripe.transfers.create(
          {
            destination: request.accountId,
            amount: request.amountCents,
            currency: request.currency,
            transfer_group: request.transferGroup,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: transfer.id, amountCents: transfer.amount };
      }),
  };
}
