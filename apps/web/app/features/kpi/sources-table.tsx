import { KPI_SOURCE_LABELS, type KpiReport } from '@meridian/contracts/kpi';
import { Table, Text } from '@mantine/core';
import { DataTable } from '../../components/admin/data-table';
import { formatCount, formatMoneyExact } from '../../lib/format';

/** Where paid seats came from (referring sites, UTM campaigns, affiliates, email campaigns), best first. */
export function SourcesTable({ report }: { report: KpiReport }) {
  return (
    <DataTable
      label="Top sources"
      columns={['Source', 'Kind', 'Visitors', 'Paid seats', 'Revenue']}
      minWidth={640}
      rows={report.sources}
      loading={false}
      empty={
        <Text c="dimmed">
          No source brought a visit or a paid seat in this period. Referring sites, UTM-tagged links, affiliate links
          and email campaigns are listed here once they do.
        </Text>
      }
    >
      {(source) => (
        <Table.Tr key={`${source.kind}:${source.label}`}>
          <Table.Th scope="row" maw={320} style={{ overflowWrap: 'anywhere' }}>
            {source.label}
          </Table.Th>
          <Table.Td>{KPI_SOURCE_LABELS[source.kind]}</Table.Td>
          <Table.Td>{formatCount(source.visitors)}</Table.Td>
          <Table.Td>{formatCount(source.paidSeats)}</Table.Td>
          <Table.Td>{formatMoneyExact(source.revenueCents, report.currency)}</Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  );
}
