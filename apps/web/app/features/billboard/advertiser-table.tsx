import { ADVERTISERS_CSV_PATH, ADVERTISING_STATUS_LABELS, type AdvertiserRow } from '@meridian/contracts/advertising';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { formatDate, formatMoneyExact } from '../../lib/format';

/** The admin's advertisers: plan, status as the provider says, renewal, revenue and creatives; CSV of the same. */
interface AdvertiserTableProps {
  rows: AdvertiserRow[] | undefined;
  loading: boolean;
  /** Shown when nobody has signed up as an advertiser. */
  empty: ReactNode;
}

export function AdvertiserTable({ rows, loading, empty }: AdvertiserTableProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Advertisers
        </Title>
        <ExportCsvButton
          section="Digital Billboard"
          path={ADVERTISERS_CSV_PATH}
          query={{}}
          fallbackName="advertisers.csv"
        />
      </Group>
      <DataTable
        label="Advertisers"
        columns={['Advertiser', 'Plan', 'Status', 'Renews or ends', 'Revenue', 'Creatives']}
        minWidth={760}
        rows={rows}
        loading={loading}
        empty={empty}
      >
        {(row) => (
          <Table.Tr key={row.userId}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {row.name}
              </Text>
              <Text size="xs" c="dimmed">
                {row.email}
              </Text>
            </Table.Td>
            <Table.Td>{row.plan === 'yearly' ? 'Yearly' : 'Monthly'}</Table.Td>
            <Table.Td>{row.status ? ADVERTISING_STATUS_LABELS[row.status] : 'Not subscribed'}</Table.Td>
            <Table.Td>{row.currentPeriodEnd ? formatDate(row.currentPeriodEnd) : '—'}</Table.Td>
            <Table.Td>{formatMoneyExact(row.revenueCents, row.currency)}</Table.Td>
            <Table.Td>
              {row.creatives}
              {row.pendingCreatives > 0 ? ` (${row.pendingCreatives} to review)` : ''}
            </Table.Td>
          </Table.Tr>
        )}
      </DataTable>
    </Stack>
  );
}
