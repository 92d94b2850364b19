import { listCampaigns } from '@meridian/contracts/campaigns';
import { getEmailKpi } from '@meridian/contracts/campaigns-stats';
import { keepPreviousData } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { kpiRange, type KpiPeriod } from '../../components/admin/kpi-period';

/**
 * The KPI of a period (every sender's for an admin, or one sender's), and whether the caller has any
 * campaign at all: an empty period is not an empty account.
 */
export function useEmailKpi(period: KpiPeriod, ownerId: number | null) {
  const query = { ...kpiRange(period), ...(ownerId ? { ownerId } : {}) };
  const kpi = useEndpointQuery(getEmailKpi, { query }, { placeholderData: keepPreviousData });
  const quiet = kpi.data !== undefined && kpi.data.campaigns.length === 0;
  const any = useEndpointQuery(listCampaigns, { query: { limit: 1 } }, { enabled: quiet });
  return {
    data: kpi.data,
    loading: kpi.isFetching,
    error: kpi.error ? errorMessage(kpi.error, 'The email marketing figures could not be loaded.') : null,
    reload: () => void kpi.refetch(),
    /** True once it is known that the caller has never written a campaign. */
    noCampaignsAtAll: quiet && any.data?.items.length === 0,
  };
}
