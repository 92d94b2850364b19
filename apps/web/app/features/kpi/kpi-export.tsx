import { KPI_EXPORT_PATH, type KpiExportTable, type KpiGranularity } from '@meridian/contracts/kpi';
import { ExportCsvButton } from '../../components/admin/export-csv-button';

/** The period on screen, as the export asks for it. */
export interface KpiExportPeriod {
  from: string;
  to: string;
  granularity: KpiGranularity;
}

/** One table of the report as a CSV file, for the period on screen (`what` names it for screen readers). */
export function KpiExportButton({
  table,
  period,
  what,
}: {
  table: KpiExportTable;
  period: KpiExportPeriod;
  what: string;
}) {
  return (
    <ExportCsvButton
      section="KPI"
      path={KPI_EXPORT_PATH}
      query={{ ...period, table }}
      fallbackName={`kpi-${table}-${period.from}-${period.to}.csv`}
      label={`Export CSV of ${what}`}
    />
  );
}
