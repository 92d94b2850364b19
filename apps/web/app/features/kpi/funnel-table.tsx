import { KPI_FUNNEL_LABELS, KPI_FUNNEL_STEPS, type KpiReport } from '@meridian/contracts/kpi';
import { Table, Text } from '@mantine/core';
import { DataTable } from '../../components/admin/data-table';
import { formatCount } from '../../lib/format';
import { shareOf } from './kpi-change';

/**
 * Visitors → opened the RSVP form → registered → paid, with the conversion from the step before and
 * from visitors; an explanation instead of bare zeros when no visit was counted.
 */
export function FunnelTable({ report }: { report: KpiReport }) {
  const { funnel } = report.totals;
  const previous = report.previousTotals?.funnel;
  return (
    <>
      {funnel.visitors === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          No visits in this period yet. Visits are counted from the public pages (never the panels), without cookies;
          visitors who ask not to be tracked, bots and signed-in staff are left out.
        </Text>
      ) : null}
      <DataTable
        label="Funnel"
        columns={['Step', 'People', 'From the step before', 'Of visitors', ...(previous ? ['Previous period'] : [])]}
        minWidth={previous ? 640 : 520}
        rows={[...KPI_FUNNEL_STEPS]}
        loading={false}
      >
        {(step, index) => {
          const before = index > 0 ? funnel[KPI_FUNNEL_STEPS[index - 1]!] : null;
          return (
            <Table.Tr key={step}>
              <Table.Th scope="row">{KPI_FUNNEL_LABELS[step]}</Table.Th>
              <Table.Td data-testid={`funnel-${step}`}>{formatCount(funnel[step])}</Table.Td>
              <Table.Td>{before === null ? '—' : shareOf(funnel[step], before)}</Table.Td>
              <Table.Td>{index === 0 ? '—' : shareOf(funnel[step], funnel.visitors)}</Table.Td>
              {previous ? <Table.Td>{formatCount(previous[step])}</Table.Td> : null}
            </Table.Tr>
          );
        }}
      </DataTable>
    </>
  );
}
