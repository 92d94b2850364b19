import {
  ADVERTISERS_CSV_PATH,
  ADVERTISING_STATUS_LABELS,
  type AdvertiserRow,
} from '@meridian/contracts/billboard-advertisers';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { formatDate, formatMoneyExact } from '../../lib/format';

const COLUMNS: DataColumn<AdvertiserRow>[] = [
  {
    title: 'Advertiser',
    kind: 'main',
    maxWidth: 260,
    cell: (row) => (
      <>
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
        <Text size="sm" c="dimmed">
          {row.email}
        </Text>
      </>
    ),
  },
  { title: 'Plan', cell: (row) => (row.plan === 'yearly' ? 'Yearly' : 'Monthly') },
  { title: 'Status', cell: (row) => (row.status ? ADVERTISING_STATUS_LABELS[row.status] : 'Not subscribed') },
  { title: 'Renews or ends', cell: (row) => (row.currentPeriodEnd ? formatDate(row.currentPeriodEnd) : '—') },
  { title: 'Revenue', numeric: true, cell: (row) => formatMoneyExact(row.revenueCents, row.currency) },
  {
    title: 'Creatives',
    cell: (row) => (
      <>
        <Text size="sm">{row.creatives}</Text>
        {row.pendingCreatives > 0 ? (
          <Text size="sm" c="dimmed">
            {row.pendingCreatives} to review
          </Text>
        ) : null}
      </>
    ),
  },
];

interface AdvertiserTableProps {
  rows: AdvertiserRow[] | undefined;
  loading: boolean;
  /** Shown when nobody has signed up as an advertiser. */
  empty: ReactNode;
}

/** The admin's advertisers: plan, status as the provider says, renewal, revenue and creatives; CSV of the same. */
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
        columns={COLUMNS}
        rowKey={(row) => row.userId}
        sort={{ caption: 'In sign-up order, earliest first' }}
        minWidth={760}
        rows={rows}
        loading={loading}
        empty={empty}
      />
    </Stack>
  );
}
