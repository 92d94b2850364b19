import { randomBytes } from 'node:crypto';
import type { FormObject, FormValue } from './stripe-form-body';
import type { FakeTaxRates } from './fake-stripe-tax-rates';

/** A Stripe API error as the fake answers it: `{ error: { type, message, code?, param? } }` with `status`. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'api_error' | 'card_error' | 'idempotency_error' | 'rate_limit_error',
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

/** The fields of a Checkout Session the SDK and our gateway read, shaped as Stripe answers them. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  /** Subscription mode: the subscription and customer once complete. */
  subscription?: string | null;
  customer?: string | null;
  livemode: false;
  created: number;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  expires_at: number;
  success_url: string | null;
  cancel_url: string | null;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_refunded: number;
  currency: string;
  metadata: Record<string, string>;
  latest_charge: string;
  status: 'succeeded';
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

export const fakeStripeId = (prefix: string) =>
  `${prefix}_test_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

const missing = (param: string) =>
  new FakeStripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
export const invalid = (param: string, message: string) =>
  new FakeStripeError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });

export function text(body: FormObject, param: string, required = false): string | null {
  const value = body[param];
  if (value === undefined) {
    if (required) throw missing(param);
    return null;
  }
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param} must be a string.`);
  return value;
}

function integer(value: FormValue | undefined, param: string, min: number): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalid(param, `Invalid integer: ${String(value)}`);
  const n = Number(value);
  if (n < min) throw invalid(param, `This value must be greater than or equal to ${min}.`);
  return n;
}

/** Stripe's metadata rules: up to 50 keys, keys up to 40 characters, values up to 500. */
export function metadataOf(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value === 'string' || Array.isArray(value)) throw invalid(param, `Invalid object: ${param}`);
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid(param, 'You can specify up to 50 keys in metadata.');
  for (const [key, v] of entries) {
    if (typeof v !== 'string') throw invalid(`${param}[${key}]`, 'Metadata values must be strings.');
    if (key.length > 40) throw invalid(param, `Metadata keys can be at most 40 characters long (${key}).`);
    if (v.length > 500) throw invalid(`${param}[${key}]`, 'Metadata values can be at most 500 characters long.');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * What a session's lines come to: `subtotal` (prices times quantities), `amount` (with the tax the
 * lines' exclusive Tax Rates add, when `taxes` is given) and the currency.
 */
export function lineItemsTotal(
  value: FormValue | undefined,
  taxes?: Pick<FakeTaxRates, 'ratesOf' | 'addedTax'>,
): { amount: number; subtotal: number; currency: string } {
  if (value === undefined) throw missing('line_items');
  if (!Array.isArray(value) || value.length === 0) throw invalid('line_items', 'line_items must be a non-empty list.');
  let amount = 0;
  let subtotal = 0;
  const currencies = new Set<string>();
  value.forEach((item, i) => {
    const at = `line_items[${i}]`;
    if (typeof item !== 'object' || Array.isArray(item)) throw invalid(at, `Invalid object: ${at}`);
    const price = item.price_data;
    if (typeof price !== 'object' || Array.isArray(price)) throw missing(`${at}[price_data]`);
    const currency = price.currency;
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency)) {
      throw invalid(`${at}[price_data][currency]`, `Invalid currency: ${String(currency)}`);
    }
    const product = price.product_data;
    if (typeof product !== 'object' || Array.isArray(product) || typeof product.name !== 'string' || !product.name) {
      throw missing(`${at}[price_data][product_data][name]`);
    }
    currencies.add(currency);
    const line =
      integer(price.unit_amount, `${at}[price_data][unit_amount]`, 0) * integer(item.quantity, `${at}[quantity]`, 1);
    subtotal += line;
    amount += line + (taxes ? taxes.addedTax(line, taxes.ratesOf(item, at)) : 0);
  });
  if (currencies.size > 1) throw invalid('line_items', 'All line items must use the same currency.');
  const [currency = ''] = currencies;
  return { amount, subtotal, currency };
}

/** Validates a POST /v1/checkout/sessions body as Stripe does and builds the open session. */
export function createCheckoutSession(body: FormObject, nowSeconds: number, taxes: FakeTaxRates): FakeCheckoutSession {
  const mode = text(body, 'mode', true);
  if (mode !== 'payment') throw invalid('mode', `The fake Stripe server supports mode=payment only (got ${mode}).`);
  const { amount, currency } = lineItemsTotal(body.line_items, taxes);
  if (amount < 50) {
    throw invalid('line_items', `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`);
  }
  const expiresAt = body.expires_at === undefined ? nowSeconds + 86_400 : integer(body.expires_at, 'expires_at', 0);
  if (expiresAt < nowSeconds + 1800) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  if (expiresAt > nowSeconds + 86_400) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }
  for (const param of ['success_url', 'cancel_url']) {
    const url = text(body, param);
    if (url !== null && !URL.canParse(url)) throw invalid(param, 'Not a valid URL');
  }
  const clientReferenceId = text(body, 'client_reference_id');
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalid('client_reference_id', 'client_reference_id can be at most 200 characters long.');
  }
  const id = fakeStripeId('cs');
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    livemode: false,
    created: nowSeconds,
    url: `https://checkout.stripe.com/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    client_reference_id: clientReferenceId,
    customer_email: text(body, 'customer_email'),
    metadata: metadataOf(body.metadata, 'metadata'),
    amount_total: amount,
    currency,
    expires_at: expiresAt,
    success_url: text(body, 'success_url'),
    cancel_url: text(body, 'cancel_url'),
  };
}
