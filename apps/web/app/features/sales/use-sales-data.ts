import {
  getSalesSummary,
  listPayments,
  type PaymentRow,
  type SalesPeriod,
  type SalesSummary,
} from '@meridian/contracts/payments';
import { callEndpoint } from '../../lib/api-client';
import { useLiveAdminData } from '../../lib/use-admin-changes';

export interface SalesRange {
  from?: string;
  to?: string;
}

/** Totals for the range, by period, refreshed when a payment lands or is refunded. */
export function useSalesSummary(period: SalesPeriod, range: SalesRange, version: string | null) {
  return useLiveAdminData<SalesSummary>(
    (signal) => callEndpoint(getSalesSummary, { query: { period, ...range }, keepNotifications: true, signal }),
    { key: JSON.stringify([period, range]), version, fallbackError: 'The sales totals could not be loaded.' },
  );
}

/** Payments paid within the range, newest first. */
export function usePayments(range: SalesRange, version: string | null) {
  return useLiveAdminData<PaymentRow[]>(
    (signal) => callEndpoint(listPayments, { query: { ...range }, keepNotifications: true, signal }),
    { key: JSON.stringify(range), version, fallbackError: 'The payments could not be loaded.' },
  );
}
