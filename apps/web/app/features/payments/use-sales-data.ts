import { getSalesSummary, listPayments, type SalesPeriod } from '@meridian/contracts/payments';
import { useLiveAdminData } from '../../lib/use-live-admin-data';

export interface SalesRange {
  from?: string;
  to?: string;
}

/** Totals for the range, by period, refreshed when a payment lands or is refunded. */
export function useSalesSummary(period: SalesPeriod, range: SalesRange) {
  return useLiveAdminData(
    getSalesSummary,
    { query: { period, ...range } },
    { fallbackError: 'The sales totals could not be loaded.' },
  );
}

/** Payments paid within the range, newest first. */
export function usePayments(range: SalesRange) {
  return useLiveAdminData(
    listPayments,
    { query: { ...range } },
    { fallbackError: 'The payments could not be loaded.' },
  );
}
