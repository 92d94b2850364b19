import { z } from 'zod';

const webhookSecret = z
  .string()
  .trim()
  .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)');

/** The environment keys of Stripe. */
export const paymentsEnv = {
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: webhookSecret.optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: webhookSecret.optional(),
};

/** Keys that only work together (config/fields.ts, pairProblems). */
export const PAYMENTS_KEY_PAIRS = [['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']] as const;

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnv>>;

export type PaymentsConfig =
  | { mode: 'local' }
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** The Connect endpoint's own secret (affiliate payouts); without it Stripe's account updates cannot arrive. */
      connectWebhookSecret: string | null;
    };

/** Stripe when both keys are set; otherwise the local TEST MODE checkout. */
export function paymentsConfig(e: PaymentsEnv): PaymentsConfig {
  return e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
    ? {
        mode: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
      }
    : { mode: 'local' };
}
