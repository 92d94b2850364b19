import type { Conversion } from '@meridian/contracts/affiliates';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatDate, formatMoneyExact } from '../../lib/format';
import { COMMISSION_STATUS } from './commission-status';

const COLUMNS: DataColumn<Conversion>[] = [
  { title: 'Purchase', kind: 'main', maxWidth: 260, cell: (row) => row.description },
  { title: 'Paid on', cell: (row) => formatDate(row.paidAt) },
  { title: 'Buyer', maxWidth: 200, cell: (row) => row.buyerEmail },
  { title: 'Amount', numeric: true, cell: (row) => formatMoneyExact(row.amountCents, row.currency) },
  {
    title: 'Commission',
    numeric: true,
    cell: (row) => (
      <>
        {formatMoneyExact(row.commissionCents, row.currency)}
        {row.reversedCents > 0 ? (
          <Text size="sm" c="dimmed">
            {formatMoneyExact(row.reversedCents, row.currency)} reversed
          </Text>
        ) : null}
      </>
    ),
  },
  {
    title: 'Status',
    cell: (row) => {
      const status = COMMISSION_STATUS[row.status];
      return (
        <>
          <StatusBadge label={status.label} color={status.color} />
          {row.approvesAt ? (
            <Text size="sm" c="dimmed">
              Approved on {formatDate(row.approvesAt)}
            </Text>
          ) : null}
        </>
      );
    },
  },
];

/** The period's paid conversions: what was bought, by whom (masked), and the commission's state. */
export function ConversionsTable({
  rows,
  loading,
  empty,
}: {
  rows: Conversion[] | undefined;
  loading: boolean;
  empty: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Conversions
      </Title>
      <DataTable
        label="Conversions"
        columns={COLUMNS}
        rowKey={(row) => row.paymentId}
        sort={{ column: 'Paid on', direction: 'descending', caption: 'Latest first' }}
        minWidth={760}
        rows={rows}
        loading={loading}
        empty={empty}
      />
    </Stack>
  );
}
