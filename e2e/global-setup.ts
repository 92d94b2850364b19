import type { RsvpHoldLimits } from '@meridian/contracts/rsvp-admin';
import { adminToken, callApi } from './support/api-accounts';

/**
 * Every browser of the run reaches the server from 127.0.0.1, so the limits on unpaid seat holds
 * per address (docs/product.md, Webinar seats) would count all specs as one visitor: raised here
 * for the run. A spec that shows a limit sets it for itself (specs/rsvp-hold-limits.spec.ts).
 */
export const E2E_HOLD_LIMITS: RsvpHoldLimits = { perAddressInSession: 1000, perEmailInSession: 1, perAddress: 10_000 };

export default async function globalSetup() {
  await callApi(await adminToken(), 'PUT', '/api/v1/admin/rsvp-settings', E2E_HOLD_LIMITS);
}
