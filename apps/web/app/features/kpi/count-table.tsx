import { Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { formatCount } from '../../lib/format';
import { shareOf } from './kpi-change';

interface CountRow {
  label: string;
  count: number;
}

interface CountTableProps {
  label: string;
  /** The first column's heading ("Status", "Role"). */
  kind: string;
  rows: readonly CountRow[];
  /** Said instead of a table of zeros. */
  empty: string;
}

/**
 * Counts by kind (RSVPs by status, sign-ups by role) with each one's share of the whole; every kind
 * is listed, zeros included, once there is anything to count.
 */
export function CountTable({ label, kind, rows, empty }: CountTableProps) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const columns: DataColumn<CountRow>[] = [
    { title: kind, kind: 'main', cell: (row) => row.label },
    { title: 'Count', numeric: true, cell: (row) => formatCount(row.count) },
    { title: 'Share', numeric: true, cell: (row) => shareOf(row.count, total) },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rowKey={(row) => row.label}
      sort={null}
      minWidth={320}
      rows={total === 0 ? [] : [...rows]}
      loading={false}
      empty={<Text c="dimmed">{empty}</Text>}
    />
  );
}
