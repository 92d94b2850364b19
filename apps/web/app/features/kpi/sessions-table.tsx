import type { KpiReport } from '@meridian/contracts/kpi';
import { Group, Progress, Table, Text } from '@mantine/core';
import { DataTable } from '../../components/admin/data-table';
import { formatSessionStart } from '../../lib/datetime';
import { formatCount } from '../../lib/format';

/** Sessions starting in the period: seats sold against capacity, and the fill rate. */
export function SessionsTable({ report }: { report: KpiReport }) {
  return (
    <DataTable
      label="Sessions"
      columns={['Session', 'Starts', 'Seats sold', 'Capacity', 'Fill rate']}
      minWidth={760}
      rows={report.sessions}
      loading={false}
      empty={
        <Text c="dimmed">
          No webinar session starts in this period. Sessions scheduled in Manage Events appear here with their seats
          sold.
        </Text>
      }
    >
      {(session) => (
        <Table.Tr key={session.sessionId}>
          <Table.Th scope="row" maw={320}>
            {session.title}
          </Table.Th>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSessionStart(session.startsAt, report.timeZone)}</Table.Td>
          <Table.Td>{formatCount(session.seatsSold)}</Table.Td>
          <Table.Td>{formatCount(session.capacity)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Progress value={Math.min(session.fillPercent, 100)} w={80} aria-hidden />
              <Text size="sm">{session.fillPercent.toFixed(1)}%</Text>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  );
}
