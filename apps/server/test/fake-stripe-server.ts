import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createCheckoutSession,
  FakeStripeError,
  fakeStripeId,
  metadataOf,
  type FakeCheckoutSession,
  type FakePaymentIntent,
  type FakeRefund,
} from './fake-stripe-objects';
import { createFakeConnect, type FakeAccount, type FakeTransfer } from './fake-stripe-connect';
import { chargeOf, createRefund } from './fake-stripe-refunds';
import { createFakeSubscriptions, type FakeSubscriptions } from './fake-stripe-subscriptions';
import { FormBodyError, parseStripeForm, type FormObject, type FormValue } from './stripe-form-body';

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

const SESSION_PATH = /^\/v1\/checkout\/sessions\/([^/]+)$/;
const EXPIRE_PATH = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A small node:http server speaking the part of Stripe's API the gateway uses, on 127.0.0.1 and a free port. */
export async function startFakeStripe(options: { now?: () => Date } = {}): Promise<FakeStripe> {
  const nowSeconds = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const sessions = new Map<string, FakeCheckoutSession>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const intentMetadata = new Map<string, Record<string, string>>();
  const refunds: FakeRefund[] = [];
  const calls: FakeStripeCall[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; json: unknown }>();
  const failures: FakeStripeError[] = [];
  const connect = createFakeConnect(nowSeconds);
  const billing = createFakeSubscriptions(nowSeconds);

  function session(id: string): FakeCheckoutSession {
    const found = sessions.get(id);
    if (!found) {
      throw new FakeStripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    // Stripe closes an open session once its expiry passes.
    if (found.status === 'open' && found.expires_at <= nowSeconds())
      Object.assign(found, { status: 'expired', url: null });
    return found;
  }

  function route(method: string, path: string, body: FormObject): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions' && body.mode === 'subscription') {
      const created = billing.createCheckout(body, nowSeconds());
      sessions.set(created.id, created);
      return created;
    }
    const billed = billing.route(method, path, body);
    if (billed !== undefined) return billed;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const created = createCheckoutSession(body, nowSeconds());
      sessions.set(created.id, created);
      const intentData = body.payment_intent_data as Record<string, FormValue> | undefined;
      intentMetadata.set(created.id, metadataOf(intentData?.metadata, 'payment_intent_data[metadata]'));
      return created;
    }
    const retrieve = SESSION_PATH.exec(path);
    if (method === 'GET' && retrieve) return session(decodeURIComponent(retrieve[1] ?? ''));
    const expire = EXPIRE_PATH.exec(path);
    if (method === 'POST' && expire) {
      const found = session(decodeURIComponent(expire[1] ?? ''));
      if (found.status !== 'open') {
        throw new FakeStripeError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status of open can be expired. This session has a status of ${found.status}.`,
        );
      }
      return Object.assign(found, { status: 'expired', url: null });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = createRefund(paymentIntents, body, nowSeconds());
      refunds.push(refund);
      return refund;
    }
    const connected = connect.route(method, path, body);
    if (connected !== undefined) return connected;
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
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const raw = await readBody(request);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    let body: FormObject = {};
    try {
      body = parseStripeForm(raw);
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
    sessions,
    paymentIntents,
    refunds,
    accounts: connect.accounts,
    transfers: connect.transfers,
    calls,
    completeOnboarding: connect.completeOnboarding,
    disablePayouts: connect.disablePayouts,
    reverseTransfer: connect.reverseTransfer,
    billing,
    completeSession(id, completion = {}) {
      const found = session(id);
      const asyncSettles = found.status === 'complete' && found.payment_status === 'unpaid';
      if (found.status !== 'open' && !asyncSettles)
        throw new Error(`Session ${id} is ${found.status}; it cannot be paid.`);
      const intentId = found.payment_intent ?? fakeStripeId('pi');
      if (!paymentIntents.has(intentId)) {
        paymentIntents.set(intentId, {
          id: intentId,
          object: 'payment_intent',
          amount: found.amount_total,
          amount_refunded: 0,
          currency: found.currency,
          metadata: intentMetadata.get(id) ?? {},
          latest_charge: fakeStripeId('ch'),
          status: 'succeeded',
        });
      }
      Object.assign(found, {
        status: 'complete',
        payment_status: completion.paymentStatus ?? 'paid',
        payment_intent: intentId,
        url: null,
      });
      return structuredClone(found);
    },
    expireSession(id) {
      const found = session(id);
      if (found.status !== 'open') throw new Error(`Session ${id} is ${found.status}; it cannot expire.`);
      return structuredClone(Object.assign(found, { status: 'expired', url: null }));
    },
    chargeOf(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`No payment intent ${paymentIntentId}`);
      return chargeOf(intent);
    },
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
