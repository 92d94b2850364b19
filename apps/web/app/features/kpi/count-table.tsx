import { Table, Text } from '@mantine/core';
import { DataTable } from '../../components/admin/data-table';
import { formatCount } from '../../lib/format';
import { shareOf } from './kpi-change';

interface CountTableProps {
  label: string;
  /** The first column's heading ("Status", "Role"). */
  kind: string;
  rows: readonly { label: string; count: number }[];
  /** Said instead of a table of zeros. */
  empty: string;
}

/**
 * Counts by kind (RSVPs by status, sign-ups by role) with each one's share of the whole; every kind
 * is listed, zeros included, once there is anything to count.
 */
export function CountTable({ label, kind, rows, empty }: CountTableProps) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <DataTable
      label={label}
      columns={[kind, 'Count', 'Share']}
      minWidth={320}
      rows={total === 0 ? [] : [...rows]}
      loading={false}
      empty={<Text c="dimmed">{empty}</Text>}
    >
      {(row) => (
        <Table.Tr key={row.label}>
          <Table.Th scope="row">{row.label}</Table.Th>
          <Table.Td>{formatCount(row.count)}</Table.Td>
          <Table.Td>{shareOf(row.count, total)}</Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  );
}
