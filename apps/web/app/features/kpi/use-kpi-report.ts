import { getKpiReport, getKpiSettings } from '@meridian/contracts/kpi';
import { keepPreviousData } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { kpiViewRange, todayIn, type KpiView } from './kpi-view';

/**
 * The KPI settings, then the report of the period the view names: a preset ends today in the
 * business's time zone (the settings'), so the report waits for them.
 */
export function useKpiReport(view: KpiView) {
  const settings = useEndpointQuery(getKpiSettings);
  const zone = settings.data?.timeZone;
  const range = zone ? kpiViewRange(view, todayIn(zone)) : null;
  const query = range
    ? { ...range, granularity: view.granularity, compare: view.compare ? ('previous' as const) : ('none' as const) }
    : undefined;
  const report = useEndpointQuery(
    getKpiReport,
    { query },
    { enabled: query !== undefined, placeholderData: keepPreviousData },
  );
  const failed = settings.error ?? report.error;
  return {
    settings: settings.data,
    report: report.data,
    /** The dates asked for (the export asks the same). */
    range,
    loading: settings.isFetching || report.isFetching,
    error: failed ? errorMessage(failed, 'The KPI figures could not be loaded.') : null,
    reload: () => {
      if (settings.error) void settings.refetch();
      else void report.refetch();
    },
  };
}
