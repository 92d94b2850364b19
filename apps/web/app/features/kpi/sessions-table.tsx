import type { KpiReport } from '@meridian/contracts/kpi';
import { Group, Progress, Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { formatSessionStart } from '../../lib/datetime';
import { formatCount } from '../../lib/format';

type KpiSession = KpiReport['sessions'][number];

/** Sessions starting in the period: seats sold against capacity, and the fill rate. */
export function SessionsTable({ report }: { report: KpiReport }) {
  const columns: DataColumn<KpiSession>[] = [
    { title: 'Session', kind: 'main', maxWidth: 320, cell: (session) => session.title },
    { title: 'Starts', cell: (session) => formatSessionStart(session.startsAt, report.timeZone) },
    { title: 'Seats sold', numeric: true, cell: (session) => formatCount(session.seatsSold) },
    { title: 'Capacity', numeric: true, cell: (session) => formatCount(session.capacity) },
    {
      title: 'Fill rate',
      cell: (session) => (
        <Group gap="xs" wrap="nowrap">
          <Progress value={Math.min(session.fillPercent, 100)} w={80} aria-hidden />
          <Text size="sm">{session.fillPercent.toFixed(1)}%</Text>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Sessions"
      columns={columns}
      rowKey={(session) => session.sessionId}
      sort={{ column: 'Starts', direction: 'ascending', caption: 'Earliest first' }}
      minWidth={760}
      rows={report.sessions}
      loading={false}
      empty={
        <Text c="dimmed">
          No webinar session starts in this period. Sessions scheduled in Manage Events appear here with their seats
          sold.
        </Text>
      }
    />
  );
}
