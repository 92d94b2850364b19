import { getRsvpHoldLimits, RSVP_EXPORT_PATH } from '@meridian/contracts/rsvp-admin';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconHourglass, IconSettings, IconTicket, IconUserCheck } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminSessions } from '../../features/webinars/use-admin-sessions';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { PageNav } from '../../components/admin/page-nav';
import { AttendanceView } from '../../features/rsvp/attendance-view';
import { RsvpActionDialog } from '../../features/rsvp/rsvp-action-dialog';
import { RsvpFilters } from '../../features/rsvp/rsvp-filters';
import { rsvpColumns } from '../../features/rsvp/rsvp-columns';
import { SectionHeader } from '../../components/admin/section-header';
import { sessionOptions } from '../../features/rsvp/session-options';
import { useRsvpActions } from '../../features/rsvp/use-rsvp-actions';
import { WaitlistTable } from '../../features/rsvp/waitlist-table';
import { rsvpQuery, useRsvpList, type RsvpFilter } from '../../features/rsvp/use-rsvp-list';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { useAdminChanges } from '../../lib/use-admin-changes';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { usePageTrail } from '../../lib/use-page-trail';

const HoldLimitsModal = lazy(() => import('../../features/rsvp/hold-limits-modal'));

type RsvpView = 'registrations' | 'attendance' | 'waitlist';

const VIEWS: { value: RsvpView; label: string }[] = [
  { value: 'registrations', label: 'Registrations' },
  { value: 'attendance', label: 'Attendance' },
  { value: 'waitlist', label: 'Waitlist' },
];

const viewOf = (value: string | null): RsvpView => VIEWS.find((view) => view.value === value)?.value ?? 'registrations';

function initialFilter(params: URLSearchParams): RsvpFilter {
  const session = Number(params.get('session'));
  return { sessionId: Number.isInteger(session) && session > 0 ? session : null, status: null, search: '' };
}

/**
 * Admin "RSVP": every registration with its payment status, page by page; filter, export, resend,
 * cancel, refund. The Attendance view shows a session's joins; the Waitlist view its waitlist.
 */
export default function RsvpPage() {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState(() => initialFilter(params));
  const [view, setView] = useState<RsvpView>(() => viewOf(params.get('view')));
  const pages = usePageTrail();
  const [zone] = useState(browserTimeZone);
  useAdminChanges();
  const sessions = useAdminSessions('all');
  const options = useMemo(() => sessionOptions(sessions.data ?? []), [sessions.data]);
  const list = useRsvpList(filter, pages.after);
  const actions = useRsvpActions((row) =>
    list.update((page) => page && { ...page, items: page.items.map((r) => (r.id === row.id ? row : r)) }),
  );
  const filtered = Object.keys(rsvpQuery(filter)).length > 0;
  const holdLimits = useEndpointQuery(getRsvpHoldLimits);
  const [limitsOpen, setLimitsOpen] = useState(false);

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="RSVP"
        summary="Registrations for every session with their payment status, each session's attendance and its waitlist. New payments appear by themselves."
        action={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
              disabled={!holdLimits.data}
              onClick={() => setLimitsOpen(true)}
            >
              Seat hold limits
            </Button>
            {view === 'registrations' ? (
              <ExportCsvButton
                section="RSVP"
                path={RSVP_EXPORT_PATH}
                query={rsvpQuery(filter)}
                fallbackName="rsvps.csv"
              />
            ) : null}
          </Group>
        }
      />
      <SegmentedControl
        aria-label="Show"
        data={VIEWS}
        value={view}
        onChange={(value) => setView(value as RsvpView)}
        w="fit-content"
      />
      <RsvpFilters
        filter={filter}
        sessions={options}
        sessionOnly={view !== 'registrations'}
        onChange={(next) => {
          setFilter(next);
          pages.reset();
        }}
      />
      {view === 'attendance' ? (
        filter.sessionId ? (
          <AttendanceView key={filter.sessionId} sessionId={filter.sessionId} zone={zone} />
        ) : (
          <EmptyState icon={<IconUserCheck size={28} />} title="Choose a session">
            Pick a session above to see who joined it through their personal link, mark attendance by hand and export
            the list.
          </EmptyState>
        )
      ) : view === 'waitlist' ? (
        filter.sessionId ? (
          <WaitlistTable
            sessionId={filter.sessionId}
            zone={zone}
            empty={
              <EmptyState icon={<IconHourglass size={28} />} title="Nobody on this waitlist">
                When a session is full, visitors can join its waitlist from the RSVP form. Each freed seat is offered to
                the next person for a limited time.
              </EmptyState>
            }
          />
        ) : (
          <EmptyState icon={<IconHourglass size={28} />} title="Choose a session">
            Pick a session above to see who is waiting for a seat, who was offered one and who claimed it.
          </EmptyState>
        )
      ) : (
        <>
          {list.error ? <LoadError title="RSVP" message={list.error} onRetry={() => void list.reload()} /> : null}
          <DataTable
            label="Registrations"
            columns={rsvpColumns({ zone, busy: actions.busy, onAction: actions.request })}
            rowKey={(row) => row.id}
            sort={{ column: 'Registered', direction: 'descending', caption: 'Newest registrations first' }}
            minWidth={1000}
            rows={list.data?.items}
            loading={list.loading}
            empty={
              <EmptyState icon={<IconTicket size={28} />} title={filtered ? 'No registrations match' : 'No RSVPs yet'}>
                {filtered
                  ? 'Try another session, status or search.'
                  : 'Registrations appear here as soon as visitors book a seat from the RSVP page.'}
              </EmptyState>
            }
          />
          <PageNav
            label="Registrations"
            page={pages.page}
            nextCursor={list.data?.nextCursor}
            busy={list.loading}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        </>
      )}
      <RsvpActionDialog actions={actions} />
      {holdLimits.data && limitsOpen ? (
        <Suspense fallback={null}>
          <HoldLimitsModal opened limits={holdLimits.data} onClose={() => setLimitsOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
