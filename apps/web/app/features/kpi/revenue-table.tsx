import type { KpiReport, KpiRevenue } from '@meridian/contracts/kpi';
import { Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
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
  { key: 'netCents', label: 'Net revenue' },
];

/** Revenue by line, with the previous period and the change when compared (docs/product.md, Money). */
export function RevenueTable({ report }: { report: KpiReport }) {
  const { totals, previousTotals, currency } = report;
  const money = (cents: number) => formatMoneyExact(cents, currency);
  const signed = (line: Line, revenue: KpiRevenue) =>
    line.minus && revenue[line.key] !== 0 ? `− ${money(revenue[line.key])}` : money(revenue[line.key]);
  const strong = (line: Line, text: string) => (line.key === 'netCents' ? <Text fw={700}>{text}</Text> : text);
  const columns: DataColumn<Line>[] = [
    { title: 'Line', kind: 'main', cell: (line) => strong(line, line.minus ? `− ${line.label}` : line.label) },
    { title: 'This period', numeric: true, cell: (line) => strong(line, signed(line, totals.revenue)) },
    ...(previousTotals
      ? [
          {
            title: 'Previous period',
            numeric: true,
            cell: (line: Line) => strong(line, signed(line, previousTotals.revenue)),
          },
          {
            title: 'Change',
            numeric: true,
            cell: (line: Line) => changePercent(totals.revenue[line.key], previousTotals.revenue[line.key]),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label="Revenue by line"
      columns={columns}
      rowKey={(line) => line.key}
      sort={null}
      minWidth={previousTotals ? 620 : 320}
      rows={[...LINES]}
      loading={false}
    />
  );
}
