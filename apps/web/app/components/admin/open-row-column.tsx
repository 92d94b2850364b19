import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataColumn } from './data-table';

interface OpenRowColumn<Row> {
  title: string;
  maxWidth: number;
  /** The row's name: the link that opens it. */
  name: (row: Row) => string;
  /** A line under the name (dimmed), if the row has one. */
  detail?: (row: Row) => ReactNode;
}

/** The main column of a list whose rows open in place (`?id=<id>`, the editor beside the list). */
export function openRowColumn<Row extends { id: number }>({
  title,
  maxWidth,
  name,
  detail,
}: OpenRowColumn<Row>): DataColumn<Row> {
  return {
    title,
    kind: 'main',
    maxWidth,
    cell: (row) => (
      <>
        <Anchor component={Link} to={`?id=${row.id}`} fw={600}>
          {name(row)}
        </Anchor>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail(row)}
          </Text>
        ) : null}
      </>
    ),
  };
}
