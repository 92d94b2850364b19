import { describe, expect, it } from 'vitest';
import { FormBodyError, parseStripeForm } from './stripe-form-body';

describe('parseStripeForm (fake Stripe server)', () => {
  it('nests bracket keys into objects and indexed keys into lists', () => {
    const body =
      'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][product_data][name]=Seat%20%E2%80%94%20Tue' +
      '&line_items[1][quantity]=2&metadata[registrationId]=41&success_url=http%3A%2F%2Fx%2Fs%3Fid%3D%7BCHECKOUT_SESSION_ID%7D';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { product_data: { name: 'Seat — Tue' } } }, { quantity: '2' }],
      metadata: { registrationId: '41' },
      success_url: 'http://x/s?id={CHECKOUT_SESSION_ID}',
    });
  });

  it('reads encoded brackets, plus signs as spaces and empty bodies', () => {
    expect(parseStripeForm('metadata%5Bnote%5D=a+b')).toEqual({ metadata: { note: 'a b' } });
    expect(parseStripeForm('')).toEqual({});
  });

  it('refuses duplicate, conflicting, malformed and prototype keys', () => {
    expect(() => parseStripeForm('a=1&a=2')).toThrow(FormBodyError);
    expect(() => parseStripeForm('a=1&a[b]=2')).toThrow(/conflicts/);
    expect(() => parseStripeForm('a[b=1')).toThrow(/Invalid form key/);
    expect(() => parseStripeForm('metadata[__proto__][x]=1')).toThrow(/__proto__/);
  });
});
