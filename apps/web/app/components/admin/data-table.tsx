import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: string[];
  /** Below this width the table scrolls sideways inside its frame (phones). */
  minWidth: number;
  /** Undefined until the first answer. */
  rows: T[] | undefined;
  loading: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  children: (row: T, index: number) => ReactNode;
}

/**
 * A bordered admin table that scrolls horizontally on narrow screens, shared by the admin sections:
 * nothing before the first answer, `empty` when there are no rows, and the old rows (marked busy)
 * while newer ones load.
 */
export function DataTable<T>({ label, columns, minWidth, rows, loading, empty = null, children }: DataTableProps<T>) {
  if (rows?.length === 0) return empty;
  if (!rows && !loading) return null;
  return (
    <Paper withBorder radius="md">
      {/* Focusable, so keyboard users can scroll a table wider than the screen (WCAG 2.1.1). */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={label} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{(rows ?? []).map(children)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
