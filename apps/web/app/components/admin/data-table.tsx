import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNarrowerThan } from '../../lib/use-narrower-than';
import classes from './data-table.module.css';

export interface DataColumn<T> {
  /** The column's header, and the label beside the value when the rows stack (phones). */
  title: string;
  cell: (row: T) => ReactNode;
  /**
   * `main`: who or what the row is; the card's heading when the rows stack. `actions`: the row's
   * buttons, last in the card, never hidden.
   */
  kind?: 'main' | 'actions';
  /** Figures: right-aligned in the table. */
  numeric?: boolean;
  /** Text wraps at this width (titles, subjects), between whole words. */
  maxWidth?: number;
}

export interface DataTableSort {
  /** The column the rows are ordered by (marked in its header), if one is. */
  column?: string;
  direction?: 'ascending' | 'descending';
  /** The order in words, shown above the table: "Newest first". */
  caption: string;
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Undefined until the first answer. */
  rows: T[] | undefined;
  loading: boolean;
  /** How a list is ordered; null for rows in a fixed order of their own (a funnel's steps, revenue lines). */
  sort: DataTableSort | null;
  /**
   * The width the table needs with every column (px). In a narrower space each row becomes a card of
   * label and value, its status and actions in view, instead of a table scrolling sideways.
   */
  minWidth: number;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

/**
 * Every admin list: a bordered table whose columns wrap between words, that says how its rows are
 * ordered, and that turns into one card per row where it does not fit. Nothing before the first
 * answer, `empty` when there are no rows, the old rows (marked busy) while newer ones load.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  if (props.rows?.length === 0) return props.empty ?? null;
  if (!props.rows && !props.loading) return null;
  return <Rows {...props} />;
}

function Rows<T>({ label, columns, rowKey, rows, loading, sort, minWidth }: DataTableProps<T>) {
  const [frame, stacked] = useNarrowerThan<HTMLDivElement>(minWidth);
  return (
    <Paper ref={frame} withBorder radius="md" className={classes.frame} data-stacked={stacked || undefined}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label={label}
        aria-busy={loading}
        captionSide="top"
        role="table"
      >
        {sort ? <Table.Caption className={classes.caption}>{sort.caption}</Table.Caption> : null}
        <Table.Thead className={classes.head} role="rowgroup">
          <Table.Tr role="row">
            {columns.map((column) => (
              <Table.Th
                key={column.title}
                scope="col"
                role="columnheader"
                // The sorted column's arrow is drawn by the stylesheet from this.
                aria-sort={sort?.column === column.title ? (sort.direction ?? 'descending') : undefined}
                data-numeric={column.numeric || undefined}
              >
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {(rows ?? []).map((row) => (
            <Table.Tr key={rowKey(row)} role="row" className={classes.row}>
              {columns.map((column) => {
                const value = (
                  <div className={classes.value} style={column.maxWidth ? { maxWidth: column.maxWidth } : undefined}>
                    {column.cell(row)}
                  </div>
                );
                const cell = {
                  key: column.title,
                  'data-label': column.title,
                  'data-kind': column.kind,
                  'data-numeric': column.numeric || undefined,
                };
                // Who or what the row is heads it, for screen readers too.
                return column.kind === 'main' ? (
                  <Table.Th {...cell} scope="row" role="rowheader">
                    {value}
                  </Table.Th>
                ) : (
                  <Table.Td {...cell} role="cell">
                    {value}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
