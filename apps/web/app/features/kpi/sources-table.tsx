import { KPI_SOURCE_LABELS, type KpiReport } from '@meridian/contracts/kpi';
import { Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { formatCount, formatMoneyExact } from '../../lib/format';

type KpiSource = KpiReport['sources'][number];

/** Where paid seats came from (referring sites, UTM campaigns, affiliates, email campaigns), best first. */
export function SourcesTable({ report }: { report: KpiReport }) {
  const columns: DataColumn<KpiSource>[] = [
    { title: 'Source', kind: 'main', maxWidth: 320, cell: (source) => source.label },
    { title: 'Kind', cell: (source) => KPI_SOURCE_LABELS[source.kind] },
    { title: 'Visitors', numeric: true, cell: (source) => formatCount(source.visitors) },
    { title: 'Paid seats', numeric: true, cell: (source) => formatCount(source.paidSeats) },
    { title: 'Revenue', numeric: true, cell: (source) => formatMoneyExact(source.revenueCents, report.currency) },
  ];
  return (
    <DataTable
      label="Top sources"
      columns={columns}
      rowKey={(source) => `${source.kind}:${source.label}`}
      sort={{
        column: 'Paid seats',
        direction: 'descending',
        caption: 'Most paid seats first, then revenue and visitors',
      }}
      minWidth={640}
      rows={report.sources}
      loading={false}
      empty={
        <Text c="dimmed">
          No source brought a visit or a paid seat in this period. Referring sites, UTM-tagged links, affiliate links
          and email campaigns are listed here once they do.
        </Text>
      }
    />
  );
}
