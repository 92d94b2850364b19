import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeCheckout } from './fake-stripe-checkout';
import { createFakeTaxRates } from './fake-stripe-tax-rates';
import {
  FakeStripeError,
  fakeStripeId,
  type FakeCheckoutSession,
  type FakePaymentIntent,
  type FakeRefund,
} from './fake-stripe-objects';
import { createFakeConnect, type FakeAccount, type FakeTransfer } from './fake-stripe-connect';
import { createFakeSubscriptions, type FakeSubscriptions } from './fake-stripe-subscriptions';
import { FormBodyError, parseStripeForm, type FormObject } from './stripe-form-body';

export { FakeStripeError } from './fake-stripe-objects';
export type { FakeCheckoutSession, FakePaymentIntent, FakeRefund } from './fake-stripe-objects';
export type { FakeAccount, FakeTransfer } from './fake-stripe-connect';

/** One request the fake received, with its form body parsed (tests assert what was sent). */
export interface FakeStripeCall {
  method: string;
  path: string;
  body: FormObject;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  host: '127.0.0.1';
  port: number;
  /** Gateway options that reach this server: spread them into createStripeGateway. */
  gatewayOptions: { secretKey: string; host: '127.0.0.1'; port: number; protocol: 'http'; maxNetworkRetries: 0 };
  sessions: Map<string, FakeCheckoutSession>;
  paymentIntents: Map<string, FakePaymentIntent>;
  refunds: FakeRefund[];
  /** Connected accounts and transfers to them. */
  accounts: Map<string, FakeAccount>;
  transfers: Map<string, FakeTransfer>;
  calls: FakeStripeCall[];
  /** Subscriptions, invoices and the portal, with controls for renewals (fake-stripe-subscriptions.ts). */
  billing: FakeSubscriptions;
  /** The buyer pays: the session completes with a payment intent (paymentStatus 'unpaid' = async method pending). */
  completeSession(id: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): FakeCheckoutSession;
  /** Stripe closes the session (as when its expiry passes). */
  expireSession(id: string): FakeCheckoutSession;
  /** The charge behind a payment intent, as a `charge.refunded` event carries it. */
  chargeOf(paymentIntentId: string): Record<string, unknown>;
  /** The account holder finishes onboarding (the account.updated payload afterwards). */
  completeOnboarding(accountId: string): FakeAccount;
  /** Stripe turns the account's payouts off. */
  disablePayouts(accountId: string): FakeAccount;
  /** Part of a transfer is taken back (the transfer.reversed payload afterwards). */
  reverseTransfer(transferId: string, amountCents: number): FakeTransfer;
  /** The next request is answered with this error instead (then normal service resumes). */
  failNext(error: FakeStripeError): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A small node:http server speaking the part of Stripe's API the gateway uses, on 127.0.0.1 and a free port. */
export async function startFakeStripe(options: { now?: () => Date } = {}): Promise<FakeStripe> {
  const nowSeconds = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const calls: FakeStripeCall[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; json: unknown }>();
  const failures: FakeStripeError[] = [];
  const taxes = createFakeTaxRates();
  const checkout = createFakeCheckout(nowSeconds, taxes);
  const connect = createFakeConnect(nowSeconds);
  const billing = createFakeSubscriptions(nowSeconds, taxes);

  function route(method: string, path: string, body: FormObject): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions' && body.mode === 'subscription') {
      const created = billing.createCheckout(body, nowSeconds());
      checkout.sessions.set(created.id, created);
      return created;
    }
    const answered =
      billing.route(method, path, body) ??
      checkout.route(method, path, body) ??
      connect.route(method, path, body) ??
      taxes.route(method, path, body);
    if (answered !== undefined) return answered;
    throw new FakeStripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(response: ServerResponse, status: number, json: unknown, replayed = false) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': fakeStripeId('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(json));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? 'GET';
    const [path = '/', query = ''] = (request.url ?? '/').split('?');
    const raw = await readBody(request);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    let body: FormObject = {};
    try {
      // A list's filters come in the query string (GET has no body).
      body = parseStripeForm(method === 'GET' ? query : raw);
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error;
      return answer(response, 400, new FakeStripeError(400, 'invalid_request_error', error.message).toJSON());
    }
    calls.push({ method, path, body, idempotencyKey });
    if (!/^Bearer (sk|rk)_test_\w+$/.test(request.headers.authorization ?? '')) {
      return answer(
        response,
        401,
        new FakeStripeError(401, 'invalid_request_error', 'Invalid API Key provided.').toJSON(),
      );
    }
    const failure = failures.shift();
    if (failure) return answer(response, failure.status, failure.toJSON());
    const fingerprint = `${method} ${path} ${raw}`;
    const earlier = idempotencyKey && method === 'POST' ? idempotent.get(idempotencyKey) : undefined;
    if (earlier && earlier.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return answer(response, 400, new FakeStripeError(400, 'idempotency_error', message).toJSON());
    }
    if (earlier) return answer(response, earlier.status, earlier.json, true);
    let status = 200;
    let json: unknown;
    try {
      json = structuredClone(route(method, path, body));
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      status = error.status;
      json = error.toJSON();
    }
    if (idempotencyKey && method === 'POST') idempotent.set(idempotencyKey, { fingerprint, status, json });
    answer(response, status, json);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      answer(response, 500, new FakeStripeError(500, 'api_error', `Fake Stripe failed: ${message}`).toJSON());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    gatewayOptions: {
      secretKey: 'sk_test_fakestripe',
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    },
    sessions: checkout.sessions,
    paymentIntents: checkout.paymentIntents,
    refunds: checkout.refunds,
    accounts: connect.accounts,
    transfers: connect.transfers,
    calls,
    completeOnboarding: connect.completeOnboarding,
    disablePayouts: connect.disablePayouts,
    reverseTransfer: connect.reverseTransfer,
    billing,
    completeSession: checkout.completeSession,
    expireSession: checkout.expireSession,
    chargeOf: checkout.chargeOf,
    failNext(error) {
      failures.push(error);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
