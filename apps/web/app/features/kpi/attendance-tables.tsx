import type { KpiAttendance, KpiReport } from '@meridian/contracts/kpi';
import { Box, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { EmptyState } from '../../components/site/empty-state';
import { formatSessionStart } from '../../lib/datetime';
import { formatCount, formatPercent } from '../../lib/format';
import { KpiSection } from './kpi-section';
import type { KpiExportPeriod } from './kpi-export';

type SessionRow = KpiAttendance['sessions'][number];
type SourceRow = KpiAttendance['sources'][number];

const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));

function BySession({ report }: { report: KpiReport }) {
  const columns: DataColumn<SessionRow>[] = [
    { title: 'Session', kind: 'main', maxWidth: 300, cell: (row) => row.title },
    { title: 'Starts', cell: (row) => formatSessionStart(row.startsAt, report.timeZone) },
    { title: 'Registered', numeric: true, cell: (row) => formatCount(row.registered) },
    { title: 'Paid', numeric: true, cell: (row) => formatCount(row.paid) },
    { title: 'Attended', numeric: true, cell: (row) => formatCount(row.attended) },
    { title: 'Rate', numeric: true, cell: (row) => rate(row.attendanceRate) },
    { title: 'Replay watched', numeric: true, cell: (row) => formatCount(row.replayWatched) },
  ];
  return (
    <DataTable
      label="Attendance by session"
      columns={columns}
      rowKey={(row) => row.sessionId}
      sort={{ column: 'Starts', direction: 'ascending', caption: 'Earliest first' }}
      minWidth={860}
      rows={report.attendance.sessions}
      loading={false}
    />
  );
}

function BySource({ report }: { report: KpiReport }) {
  const columns: DataColumn<SourceRow>[] = [
    { title: 'Source', kind: 'main', cell: (row) => row.label },
    { title: 'Paid', numeric: true, cell: (row) => formatCount(row.paid) },
    { title: 'Attended', numeric: true, cell: (row) => formatCount(row.attended) },
    { title: 'Rate', numeric: true, cell: (row) => rate(row.attendanceRate) },
  ];
  return (
    <DataTable
      label="Attendance by source"
      columns={columns}
      rowKey={(row) => row.source}
      sort={null}
      minWidth={420}
      rows={report.attendance.sources}
      loading={false}
    />
  );
}

/**
 * "Attendance" (docs/product.md, KPI and visit counting): the sessions of the period whose doors
 * have opened, each with its seats registered, paid, attended and replays watched, and those paid
 * seats by the source of their booking; an empty state until a session of the period has opened.
 */
export function AttendanceTables({ report, period }: { report: KpiReport; period: KpiExportPeriod }) {
  const opened = report.attendance.sessions.length > 0;
  return (
    <Stack gap="lg" component="section" aria-label="Attendance">
      <Stack gap={4}>
        <Title order={2} size="h3">
          Attendance
        </Title>
        <Text size="sm" c="dimmed">
          Sessions of this period whose doors have opened. A paid seat is attended when its holder joined through their
          link or was marked by hand; the rate is attended ÷ paid.
        </Text>
      </Stack>
      {opened ? (
        <>
          <KpiSection level={3} title="By session" what="attendance by session" table="attendance" period={period}>
            <BySession report={report} />
          </KpiSection>
          <Box maw={640}>
            <KpiSection
              level={3}
              title="By source"
              what="attendance by source"
              table="attendance-sources"
              period={period}
              intro="The same paid seats, by where the booking came from."
            >
              <BySource report={report} />
            </KpiSection>
          </Box>
        </>
      ) : (
        <EmptyState icon={<IconUserCheck size={28} />} title="No attendance in this period yet">
          Attendance appears here once a session starting in this period opens its doors: who joined through their link
          or was marked by hand, and who watched the replay, by session and by where the booking came from.
        </EmptyState>
      )}
    </Stack>
  );
}
