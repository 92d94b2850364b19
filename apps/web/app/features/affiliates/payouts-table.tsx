import type { Payout } from '@meridian/contracts/affiliates';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatMoneyExact } from '../../lib/format';

const STATUS = {
  pending: { label: 'Sending', color: 'blue.9' },
  paid: { label: 'Paid', color: 'teal.9' },
  failed: { label: 'Failed', color: 'red.8' },
} as const;

interface PayoutsTableProps {
  rows: Payout[] | undefined;
  loading: boolean;
  zone: string;
  empty: ReactNode;
}

/** Every payout: to whom, how much, its state and the provider's transfer. */
export function PayoutsTable({ rows, loading, zone, empty }: PayoutsTableProps) {
  const columns: DataColumn<Payout>[] = [
    { title: 'Affiliate', kind: 'main', maxWidth: 240, cell: (row) => row.affiliateName },
    { title: 'Amount', numeric: true, cell: (row) => formatMoneyExact(row.amountCents, row.currency) },
    {
      title: 'Status',
      cell: (row) => <StatusBadge label={STATUS[row.status].label} color={STATUS[row.status].color} />,
    },
    { title: 'Created', cell: (row) => <Stamp iso={row.createdAt} zone={zone} /> },
    { title: 'Paid at', cell: (row) => <Stamp iso={row.paidAt} zone={zone} /> },
    { title: 'Transfer', maxWidth: 220, cell: (row) => row.transferId ?? '—' },
  ];
  return (
    <DataTable
      label="Payout history"
      columns={columns}
      rowKey={(row) => row.id}
      sort={{ column: 'Created', direction: 'descending', caption: 'Newest payouts first' }}
      minWidth={760}
      rows={rows}
      loading={loading}
      empty={empty}
    />
  );
}
