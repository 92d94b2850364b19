import { listAdminAffiliates, listPayouts } from '@meridian/contracts/affiliates';
import { useLiveAdminData } from '../../lib/use-live-admin-data';

/** Every affiliate with their figures, refreshed when payments land or are refunded. */
export function useAdminAffiliates() {
  return useLiveAdminData(listAdminAffiliates, {}, { fallbackError: 'The affiliates could not be loaded.' });
}

/** Payout history, newest first (everyone's). */
export function usePayoutHistory() {
  return useLiveAdminData(listPayouts, { query: {} }, { fallbackError: 'The payout history could not be loaded.' });
}
