import type { Conversion } from '@meridian/contracts/affiliates';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatDate, formatMoneyExact } from '../../lib/format';
import { COMMISSION_STATUS } from './commission-status';

const COLUMNS = ['Paid on', 'Purchase', 'Buyer', 'Amount', 'Commission', 'Status'];

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
      <DataTable label="Conversions" columns={COLUMNS} minWidth={760} rows={rows} loading={loading} empty={empty}>
        {(row) => {
          const status = COMMISSION_STATUS[row.status];
          return (
            <Table.Tr key={row.paymentId}>
              <Table.Td>{formatDate(row.paidAt)}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td>{row.buyerEmail}</Table.Td>
              <Table.Td>{formatMoneyExact(row.amountCents, row.currency)}</Table.Td>
              <Table.Td>
                {formatMoneyExact(row.commissionCents, row.currency)}
                {row.reversedCents > 0 ? (
                  <Text size="xs" c="dimmed">
                    {formatMoneyExact(row.reversedCents, row.currency)} reversed
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <StatusBadge label={status.label} color={status.color} />
                {row.approvesAt ? (
                  <Text size="xs" c="dimmed">
                    Approved on {formatDate(row.approvesAt)}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        }}
      </DataTable>
    </Stack>
  );
}
