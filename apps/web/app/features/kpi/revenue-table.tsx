import type { KpiReport, KpiRevenue } from '@meridian/contracts/kpi';
import { Table } from '@mantine/core';
import { DataTable } from '../../components/admin/data-table';
import { formatMoneyExact } from '../../lib/format';
import { changePercent } from './kpi-change';

interface Line {
  key: keyof KpiRevenue;
  label: string;
  /** Subtracted on the way to net: written with a minus. */
  minus?: boolean;
}

const LINES: readonly Line[] = [
  { key: 'seatsCents', label: 'Webinar seats' },
  { key: 'advertisingCents', label: 'Advertising' },
  { key: 'refundsCents', label: 'Refunds', minus: true },
  { key: 'commissionsCents', label: 'Affiliate commissions', minus: true },
  { key: 'netCents', label: 'Net' },
];

/** Revenue by line, with the previous period and the change when compared (docs/product.md, Money). */
export function RevenueTable({ report }: { report: KpiReport }) {
  const { totals, previousTotals, currency } = report;
  const money = (cents: number) => formatMoneyExact(cents, currency);
  const signed = (line: Line, revenue: KpiRevenue) =>
    line.minus && revenue[line.key] !== 0 ? `− ${money(revenue[line.key])}` : money(revenue[line.key]);
  return (
    <DataTable
      label="Revenue by line"
      columns={['Line', 'This period', ...(previousTotals ? ['Previous period', 'Change'] : [])]}
      minWidth={previousTotals ? 620 : 320}
      rows={[...LINES]}
      loading={false}
    >
      {(line) => (
        <Table.Tr key={line.key} fw={line.key === 'netCents' ? 700 : undefined}>
          <Table.Th scope="row">{line.minus ? `− ${line.label}` : line.label}</Table.Th>
          <Table.Td>{signed(line, totals.revenue)}</Table.Td>
          {previousTotals ? (
            <>
              <Table.Td>{signed(line, previousTotals.revenue)}</Table.Td>
              <Table.Td>{changePercent(totals.revenue[line.key], previousTotals.revenue[line.key])}</Table.Td>
            </>
          ) : null}
        </Table.Tr>
      )}
    </DataTable>
  );
}
