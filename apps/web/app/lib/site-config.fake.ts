import type { PublicConfig } from '@meridian/contracts/settings';

/** The site settings the web tests render with: the seed's prices (no tax added on top), a 48-hour refund policy. */
export const TEST_SITE_CONFIG: PublicConfig = {
  siteName: 'Meridian Trading Academy',
  tagline: 'Professional Trading Solutions',
  prices: {
    rsvpCents: 50_000,
    advertisingMonthlyCents: 15_000,
    advertisingYearlyCents: 60_000,
    currency: 'usd',
    addedTax: null,
  },
  social: [],
  postalAddress: '350 Fifth Avenue, New York, NY 10118, USA',
  seatHoldMinutes: 30,
  refundPolicy: { kind: 'until', hours: 48 },
  auth: { Cognito: { userPoolId: 'local_pool', userPoolClientId: 'client' } },
};
