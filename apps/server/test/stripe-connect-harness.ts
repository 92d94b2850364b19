import { STRIPE_CONNECT_LINK_FIELDS } from '@meridian/contracts/stripe-connect';
import { referralLinkUrl } from '@meridian/contracts/referral-links';
import type { PayoutAccounts } from '../src/modules/stripe-connect/stripe-connect.module';
import type { IdentityTestApp } from './identity-harness';

/** The stripe-connect module's api, as the affiliates module receives it. */
export function payoutsOf(t: IdentityTestApp): PayoutAccounts {
  const manifest = t.services.modules.find((module) => module.name === 'stripe-connect');
  if (!manifest) throw new Error('The stripe-connect module is not registered.');
  return manifest.api as PayoutAccounts;
}

/** The seed's POST body for `user`: their id and their four referral links on `origin`. */
export function connectBody(
  origin: string,
  user: { userId: number; referralCode: string },
  overrides: Record<string, unknown> = {},
) {
  const links = Object.fromEntries(
    Object.entries(STRIPE_CONNECT_LINK_FIELDS).map(([field, kind]) => [
      field,
      referralLinkUrl(origin, user.referralCode, kind),
    ]),
  );
  return { id: user.userId, ...links, ...overrides };
}
