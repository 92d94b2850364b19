import { RSVP_EXPORT_PATH } from '@meridian/contracts/rsvp-admin';
import { Stack } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminSessions } from '../../features/webinars/use-admin-sessions';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { PageNav } from '../../components/admin/page-nav';
import { RsvpActionDialog } from '../../features/rsvp-admin/rsvp-action-dialog';
import { RsvpFilters } from '../../features/rsvp-admin/rsvp-filters';
import { RsvpRow } from '../../features/rsvp-admin/rsvp-row';
import { SectionHeader } from '../../components/admin/section-header';
import { sessionOptions } from '../../features/rsvp-admin/session-options';
import { useRsvpActions } from '../../features/rsvp-admin/use-rsvp-actions';
import { rsvpQuery, useRsvpList, type RsvpFilter } from '../../features/rsvp-admin/use-rsvp-list';
import { EmptyState } from '../../features/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { useAdminChanges } from '../../lib/use-admin-changes';
import { usePageTrail } from '../../lib/use-page-trail';

const COLUMNS = ['Registrant', 'Session', 'Status', 'Amount', 'Affiliate', 'Registered at', 'Paid at', 'Actions'];

function initialFilter(params: URLSearchParams): RsvpFilter {
  const session = Number(params.get('session'));
  return { sessionId: Number.isInteger(session) && session > 0 ? session : null, status: null, search: '' };
}

/** Admin "RSVP": every registration with its payment status, page by page; filter, export, resend, cancel, refund. */
export default function RsvpPage() {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState(() => initialFilter(params));
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

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="RSVP"
        summary="Registrations for every session with their payment status. New payments appear by themselves."
        action={
          <ExportCsvButton section="RSVP" path={RSVP_EXPORT_PATH} query={rsvpQuery(filter)} fallbackName="rsvps.csv" />
        }
      />
      <RsvpFilters
        filter={filter}
        sessions={options}
        onChange={(next) => {
          setFilter(next);
          pages.reset();
        }}
      />
      {list.error ? <LoadError title="RSVP" message={list.error} onRetry={() => void list.reload()} /> : null}
      <DataTable
        label="Registrations"
        columns={COLUMNS}
        minWidth={1040}
        rows={list.data?.items}
        loading={list.loading}
        empty={
          <EmptyState icon={<IconTicket size={28} />} title={filtered ? 'No registrations match' : 'No RSVPs yet'}>
            {filtered
              ? 'Try another session, status or search.'
              : 'Registrations appear here as soon as visitors book a seat from the RSVP page.'}
          </EmptyState>
        }
      >
        {(row) => (
          <RsvpRow
            key={row.id}
            row={row}
            zone={zone}
            busy={actions.busy?.id === row.id ? actions.busy.action : null}
            onAction={actions.request}
          />
        )}
      </DataTable>
      <PageNav
        label="Registrations"
        page={pages.page}
        nextCursor={list.data?.nextCursor}
        busy={list.loading}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
      <RsvpActionDialog actions={actions} />
    </Stack>
  );
}
