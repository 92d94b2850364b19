import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters drawn uniformly from [A-Za-z0-9] with the system's CSPRNG. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * Ids of the local TEST MODE checkout, shaped like Stripe's test-mode ids. A checkout id is the
 * bearer of its page (anyone holding it may pay or cancel), so it carries 32 random characters.
 */
export const localIds = {
  checkout: () => `cs_test_local_${randomAlphanumeric(32)}`,
  paymentIntent: () => `pi_test_local_${randomAlphanumeric(24)}`,
  refund: () => `re_test_local_${randomAlphanumeric(24)}`,
};

/** Ids of the local TEST MODE Connect; an onboarding link's id is the bearer of its page. */
export const localConnectIds = {
  account: () => `acct_test_local_${randomAlphanumeric(16)}`,
  onboardingLink: () => `acctlink_test_local_${randomAlphanumeric(32)}`,
  transfer: () => `tr_test_local_${randomAlphanumeric(24)}`,
};
