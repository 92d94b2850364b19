import { FakeStripeError, fakeStripeId, metadataOf } from './fake-stripe-objects';
import type { FormObject, FormValue } from './stripe-form-body';

/** The fields of a connected account the SDK and our gateway read, shaped as Stripe answers them. */
export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  country: 'US';
  created: number;
  controller: Record<string, FormValue>;
  business_profile: { url: string | null };
  capabilities: { transfers: 'inactive' | 'active' };
  charges_enabled: false;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  created: number;
}

const invalid = (param: string, message: string) =>
  new FakeStripeError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
const missing = (param: string) =>
  new FakeStripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
const text = (body: FormObject, param: string): string | null => {
  const value = body[param];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param} must be a string.`);
  return value;
};

/** The part of Stripe Connect the gateway uses: accounts, account links, transfers. */
export function createFakeConnect(nowSeconds: () => number) {
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, FakeTransfer>();

  function account(id: string): FakeAccount {
    const found = accounts.get(id);
    if (!found) {
      throw new FakeStripeError(404, 'invalid_request_error', `No such account: '${id}'`, {
        code: 'resource_missing',
        param: 'account',
      });
    }
    return found;
  }

  function createAccount(body: FormObject): FakeAccount {
    const controller = body.controller;
    const dashboard =
      typeof controller === 'object' && !Array.isArray(controller) ? controller.stripe_dashboard : undefined;
    const express = typeof dashboard === 'object' && !Array.isArray(dashboard) && dashboard.type === 'express';
    if (!express && body.type !== 'express') {
      throw invalid(
        'controller',
        'The fake Stripe server opens Express accounts only (controller[stripe_dashboard][type]=express).',
      );
    }
    const profile = body.business_profile;
    const url = typeof profile === 'object' && !Array.isArray(profile) ? profile.url : undefined;
    if (url !== undefined && (typeof url !== 'string' || !URL.canParse(url))) {
      throw invalid('business_profile[url]', 'Not a valid URL');
    }
    const created: FakeAccount = {
      id: fakeStripeId('acct'),
      object: 'account',
      type: 'express',
      email: text(body, 'email'),
      country: 'US',
      created: nowSeconds(),
      controller: typeof controller === 'object' && !Array.isArray(controller) ? controller : {},
      business_profile: { url: typeof url === 'string' ? url : null },
      capabilities: { transfers: 'inactive' },
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: metadataOf(body.metadata, 'metadata'),
    };
    accounts.set(created.id, created);
    return created;
  }

  function createAccountLink(body: FormObject) {
    const id = text(body, 'account');
    if (!id) throw missing('account');
    account(id);
    if (text(body, 'type') !== 'account_onboarding' && text(body, 'type') !== 'account_update') {
      throw invalid('type', 'type must be one of account_onboarding or account_update.');
    }
    for (const param of ['return_url', 'refresh_url']) {
      const url = text(body, param);
      if (url !== null && !URL.canParse(url)) throw invalid(param, 'Not a valid URL');
    }
    return {
      object: 'account_link',
      created: nowSeconds(),
      expires_at: nowSeconds() + 300,
      url: `https://connect.stripe.com/setup/e/${id}/${fakeStripeId('link').slice(10)}`,
    };
  }

  function createTransfer(body: FormObject): FakeTransfer {
    const destination = text(body, 'destination');
    if (!destination) throw missing('destination');
    const currency = text(body, 'currency');
    if (!currency) throw missing('currency');
    const amount = Number(body.amount);
    if (typeof body.amount !== 'string' || !Number.isInteger(amount) || amount < 1) {
      throw invalid('amount', `Invalid positive integer: ${String(body.amount)}`);
    }
    if (account(destination).capabilities.transfers !== 'active') {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    }
    const transfer: FakeTransfer = {
      id: fakeStripeId('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency,
      destination,
      transfer_group: text(body, 'transfer_group'),
      metadata: metadataOf(body.metadata, 'metadata'),
      reversed: false,
      created: nowSeconds(),
    };
    transfers.set(transfer.id, transfer);
    return transfer;
  }

  const ACCOUNT_PATH = /^\/v1\/accounts\/([^/]+)$/;

  return {
    accounts,
    transfers,
    /** Answers a Connect request, or undefined when the path is not a Connect one. */
    route(method: string, path: string, body: FormObject): unknown {
      if (method === 'POST' && path === '/v1/accounts') return createAccount(body);
      const retrieve = ACCOUNT_PATH.exec(path);
      if (method === 'GET' && retrieve) return account(decodeURIComponent(retrieve[1] ?? ''));
      if (method === 'POST' && path === '/v1/account_links') return createAccountLink(body);
      if (method === 'POST' && path === '/v1/transfers') return createTransfer(body);
      return undefined;
    },
    /** The account holder finishes Stripe's onboarding: details submitted, transfers active, payouts on. */
    completeOnboarding(id: string): FakeAccount {
      return structuredClone(
        Object.assign(account(id), {
          details_submitted: true,
          payouts_enabled: true,
          capabilities: { transfers: 'active' as const },
        }),
      );
    },
    /** Stripe turns payouts off (e.g. it needs more information). */
    disablePayouts(id: string): FakeAccount {
      return structuredClone(Object.assign(account(id), { payouts_enabled: false }));
    },
    /** The platform takes back part of a transfer. */
    reverseTransfer(id: string, amount: number): FakeTransfer {
      const transfer = transfers.get(id);
      if (!transfer) throw new Error(`No transfer ${id}`);
      transfer.amount_reversed = Math.min(transfer.amount, transfer.amount_reversed + amount);
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      return structuredClone(transfer);
    },
  };
}
