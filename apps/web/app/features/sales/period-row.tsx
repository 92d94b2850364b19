import type { SalesPeriod, SalesSummary } from '@meridian/contracts/payments';
import { Table } from '@mantine/core';
import { formatMoneyExact } from '../../lib/format';
import { periodLabel } from './period-label';

export const PERIOD_COLUMNS = ['Period', 'Payments', 'Gross', 'Refunds', 'Net'];

interface PeriodRowProps {
  row: SalesSummary['periods'][number];
  period: SalesPeriod;
  currency: string;
}

/** The totals of one day, week or month. */
export function PeriodRow({ row, period, currency }: PeriodRowProps) {
  const money = (cents: number) => formatMoneyExact(cents, currency);
  return (
    <Table.Tr>
      <Table.Td>{periodLabel(row.start, period)}</Table.Td>
      <Table.Td>{row.count}</Table.Td>
      <Table.Td>{money(row.grossCents)}</Table.Td>
      <Table.Td>{money(row.refundedCents)}</Table.Td>
      <Table.Td>{money(row.netCents)}</Table.Td>
    </Table.Tr>
  );
}
