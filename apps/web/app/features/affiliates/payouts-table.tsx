import type { Payout } from '@meridian/contracts/affiliates';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/admin/data-table';
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
  return (
    <DataTable
      label="Payout history"
      columns={['Created', 'Affiliate', 'Amount', 'Status', 'Paid at', 'Transfer']}
      minWidth={760}
      rows={rows}
      loading={loading}
      empty={empty}
    >
      {(row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Stamp iso={row.createdAt} zone={zone} />
          </Table.Td>
          <Table.Td>{row.affiliateName}</Table.Td>
          <Table.Td>{formatMoneyExact(row.amountCents, row.currency)}</Table.Td>
          <Table.Td>
            <StatusBadge label={STATUS[row.status].label} color={STATUS[row.status].color} />
          </Table.Td>
          <Table.Td>
            <Stamp iso={row.paidAt} zone={zone} />
          </Table.Td>
          <Table.Td>{row.transferId ?? '—'}</Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  );
}
