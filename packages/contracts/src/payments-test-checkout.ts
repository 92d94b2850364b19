import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The local TEST MODE checkout page (embedded default, no Stripe keys). */
export const testCheckoutSchema = z.object({
  id: z.string(),
  /** A subscription's checkout: charged every month or year ("Subscribe $150.00 / month"). */
  interval: z.enum(['month', 'year']).nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  description: z.string(),
  customerEmail: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  expiresAt: z.iso.datetime(),
  cancelUrl: z.string(),
  successUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const checkoutIdParams = z.object({
  id: z.string().regex(/^cs_test_local_[A-Za-z0-9]{16,64}$/, 'Checkout not found'),
});

export const getTestCheckout = defineEndpoint({
  method: 'GET',
  path: '/api/v1/test-checkout/:id',
  params: checkoutIdParams,
  response: testCheckoutSchema,
});

export const payTestCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/v1/test-checkout/:id/pay',
  params: checkoutIdParams,
  response: z.object({ redirectUrl: z.string() }),
});

export const cancelTestCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/v1/test-checkout/:id/cancel',
  params: checkoutIdParams,
  response: z.object({ redirectUrl: z.string() }),
});

export const TEST_CHECKOUT_MESSAGES = {
  notFound: 'Checkout not found',
  expired: 'This checkout has expired. Your seat was released; please start again from the RSVP page.',
  complete: 'This checkout has already been paid.',
} as const;
