import {
  ATTENDANCE_EXPORT_PATH,
  getSessionAttendance,
  type AttendanceFigures,
} from '@meridian/contracts/rsvp-attendance';
import { Group, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { PageNav } from '../../components/admin/page-nav';
import { StatCards } from '../../components/admin/stat-cards';
import { EmptyState } from '../../components/site/empty-state';
import { formatCount, formatPercent } from '../../lib/format';
import { useLiveAdminData } from '../../lib/use-live-admin-data';
import { usePageTrail } from '../../lib/use-page-trail';
import { attendanceColumns } from './attendance-columns';
import { ReplayPanel } from './replay-panel';
import { attendeeName, useAttendanceActions } from './use-attendance-actions';

function figureCards(figures: AttendanceFigures) {
  return [
    { label: 'Registered', value: formatCount(figures.registered), note: 'Every booking, paid or not' },
    { label: 'Paid', value: formatCount(figures.paid), note: 'Seats paid and kept' },
    { label: 'Joined', value: formatCount(figures.joined), note: 'Opened their join link' },
    {
      label: 'Attendance rate',
      value: figures.attendanceRate === null ? '—' : formatPercent(figures.attendanceRate),
      note: `${formatCount(figures.attended)} attended, by link or by hand`,
    },
    { label: 'Replay watched', value: formatCount(figures.replayWatched), note: 'Paid seats that played the replay' },
  ];
}

/**
 * A session's attendance (docs/product.md, Attendance): the figures over every seat, its replay
 * (Replays), its paid seats 50 a page (newest booking first, Previous and Next) with their joins,
 * link's shared flag and replay views, marks by hand, a fresh link for a shared one, and the CSV
 * export of every paid seat. Keyed by session.
 */
export function AttendanceView({ sessionId, zone }: { sessionId: number; zone: string }) {
  const pages = usePageTrail();
  const attendance = useLiveAdminData(
    getSessionAttendance,
    { params: { id: sessionId }, query: pages.after ? { after: pages.after } : {} },
    { fallbackError: 'The attendance could not be loaded.' },
  );
  const actions = useAttendanceActions();
  const data = attendance.data;
  return (
    <Stack gap="md">
      {attendance.error ? (
        <LoadError title="Attendance" message={attendance.error} onRetry={() => void attendance.reload()} />
      ) : null}
      {data ? <StatCards cards={figureCards(data.figures)} columns={5} /> : null}
      <ReplayPanel sessionId={sessionId} zone={zone} />
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={720}>
          A seat counts as joined when its holder opened their personal link while the doors were open. Mark attendance
          by hand for a session run without the link.
        </Text>
        <ExportCsvButton
          section="Attendance"
          path={ATTENDANCE_EXPORT_PATH}
          query={{ sessionId }}
          fallbackName="attendance.csv"
          label="Export CSV of attendance"
        />
      </Group>
      <DataTable
        label="Attendance"
        columns={attendanceColumns({ zone, busy: actions.busy, onAction: actions.request })}
        rowKey={(row) => row.registrationId}
        sort={{ column: 'Attendee', direction: 'descending', caption: 'Newest booking first' }}
        minWidth={1120}
        rows={data?.attendees}
        loading={attendance.loading}
        empty={
          <EmptyState icon={<IconUserCheck size={28} />} title="No paid seats yet">
            Attendance appears here for every paid seat: who joined through their link, when, and on what device.
          </EmptyState>
        }
      />
      <PageNav
        label="Attendees"
        page={pages.page}
        nextCursor={data?.nextCursor}
        busy={attendance.loading}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
      <ConfirmDialog
        opened={actions.asked !== null}
        title="Send a new join link?"
        confirmLabel="Revoke and send"
        busy={actions.busy?.action === 'replace'}
        onConfirm={() => void actions.confirm()}
        onClose={actions.dismiss}
      >
        {actions.asked ? (
          <Text size="sm">
            The join link of {attendeeName(actions.asked)} stops working at once, and a new one goes to{' '}
            {actions.asked.email} with an updated calendar invitation.
          </Text>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
