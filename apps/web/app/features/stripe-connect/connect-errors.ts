import { GENERIC_CALL_ERROR } from '@meridian/contracts/api';
import { STRIPE_CONNECT_MESSAGES as M } from '@meridian/contracts/stripe-connect';
import { ApiError, RequestTimeoutError } from '../../lib/api-client';

/** The server's own message, when it sent one. */
const serverMessage = (error: ApiError) =>
  error.message && error.message !== GENERIC_CALL_ERROR ? error.message : null;

/** What the panel says when the payouts lookup fails (the seed's texts; 401 is handled by leaving). */
export function lookupErrorMessage(error: unknown): string {
  if (error instanceof RequestTimeoutError) return M.timeout;
  if (!(error instanceof ApiError)) return M.unexpected;
  if (error.status === 0) return M.network;
  if (error.status === 404) return M.userNotFound;
  return serverMessage(error) ?? M.loadFailed;
}

/** What the overlay says when starting Stripe's onboarding fails (the seed's texts). */
export function connectErrorMessage(error: unknown): string {
  if (error instanceof RequestTimeoutError) return M.stripeTimeout;
  if (!(error instanceof ApiError)) return M.connectFailed;
  if (error.status === 0) return M.stripeNetwork;
  return serverMessage(error) ?? M.connectFailed;
}
