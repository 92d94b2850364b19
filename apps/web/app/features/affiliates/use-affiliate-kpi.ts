import { getAffiliateSummary, listConversions } from '@meridian/contracts/affiliates';
import { keepPreviousData } from '@tanstack/react-query';
import { kpiRange, type KpiPeriod } from '../../components/admin/kpi-period';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/** The affiliate's own figures and conversions for a period (docs/product.md, Affiliate commissions and payouts). */
export function useAffiliateKpi(period: KpiPeriod) {
  const query = kpiRange(period);
  const summary = useEndpointQuery(getAffiliateSummary, { query }, { placeholderData: keepPreviousData });
  const conversions = useEndpointQuery(listConversions, { query }, { placeholderData: keepPreviousData });
  const failed = summary.error ?? conversions.error;
  return {
    summary: summary.data,
    conversions: conversions.data,
    loading: summary.isFetching || conversions.isFetching,
    error: failed ? errorMessage(failed, 'Your affiliate figures could not be loaded.') : null,
    reload: () => {
      void summary.refetch();
      void conversions.refetch();
    },
  };
}
