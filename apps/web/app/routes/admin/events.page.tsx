import type { WebinarSession } from '@meridian/contracts/webinars';
import { Button, Stack } from '@mantine/core';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { sessionColumns } from '../../features/webinars/session-columns';
import { useAdminSessions, type SessionScope } from '../../features/webinars/use-admin-sessions';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { EmptyState } from '../../components/site/empty-state';
import { useSiteConfig } from '../../lib/use-site-config';
import { browserTimeZone } from '../../lib/datetime';
import { useAdminChanges } from '../../lib/use-admin-changes';
import { useOnceTrue } from '../../lib/use-once-true';

// The form and the cancel dialog (with the form hook, the contract schemas and the pickers) load on first use.
const SessionFormModal = lazy(() =>
  import('../../features/webinars/session-form-modal').then((m) => ({ default: m.SessionFormModal })),
);
// Promo codes sit below the sessions they price (docs/decisions/2026-11-27-promo-codes.md); they load after the sessions.
const PromoCodesBlock = lazy(() => import('../../features/promo-codes/promo-codes-block'));
const CancelSessionDialog = lazy(() =>
  import('../../features/webinars/cancel-session-dialog').then((m) => ({ default: m.CancelSessionDialog })),
);

const SCOPES: { value: SessionScope; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

const EMPTY_TITLE: Record<SessionScope, string> = {
  upcoming: 'No upcoming sessions',
  past: 'No past sessions',
  all: 'No webinar sessions yet',
};

/** How each view's sessions are ordered. */
const ORDER: Record<SessionScope, { direction: 'ascending' | 'descending'; caption: string }> = {
  upcoming: { direction: 'ascending', caption: 'Soonest first' },
  past: { direction: 'descending', caption: 'Most recent first' },
  all: { direction: 'ascending', caption: 'Earliest first' },
};

/** Admin "Manage Events": webinar sessions with their seats (create, edit, cancel), and the promo codes that price them. */
export default function ManageEventsPage() {
  const { prices } = useSiteConfig();
  const [ownZone] = useState(browserTimeZone);
  const [scope, setScope] = useState<SessionScope>('upcoming');
  const [formTarget, setFormTarget] = useState<WebinarSession | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<WebinarSession | null>(null);
  const formUsed = useOnceTrue(formTarget !== null);
  const cancelUsed = useOnceTrue(cancelling !== null);
  useAdminChanges();
  const sessions = useAdminSessions(scope);

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setFormTarget('new')}>
      New session
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <SectionHeader
        title="Manage Events"
        summary="Webinar sessions visitors book from the RSVP page. Seat counts update as people pay."
        action={newButton}
      />
      {/* Toggle buttons rather than a SegmentedControl: this is the first page after sign-in, and the
          control's script would take it past its size budget (docs/decisions/2026-11-27-admin-tables.md). */}
      <Button.Group aria-label="Which sessions">
        {SCOPES.map(({ value, label }) => (
          <Button
            key={value}
            variant={scope === value ? 'filled' : 'default'}
            aria-pressed={scope === value}
            onClick={() => setScope(value)}
          >
            {label}
          </Button>
        ))}
      </Button.Group>
      {sessions.error ? (
        <LoadError title="Manage Events" message={sessions.error} onRetry={() => void sessions.reload()} />
      ) : null}
      <DataTable
        label="Webinar sessions"
        columns={sessionColumns({ ownZone, onEdit: setFormTarget, onCancel: setCancelling })}
        rowKey={(session) => session.id}
        sort={{ column: 'Starts', ...ORDER[scope] }}
        minWidth={960}
        rows={sessions.data}
        loading={sessions.loading}
        empty={
          <EmptyState icon={<IconCalendarEvent size={28} />} title={EMPTY_TITLE[scope]} action={newButton}>
            Scheduled sessions with free seats appear in the RSVP date list on the website.
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        <PromoCodesBlock zone={ownZone} />
      </Suspense>
      <Suspense fallback={null}>
        {formUsed ? (
          <SessionFormModal
            target={formTarget}
            defaultPriceCents={prices.rsvpCents}
            onClose={() => setFormTarget(null)}
            onSaved={() => {
              setFormTarget(null);
              void sessions.reload();
            }}
          />
        ) : null}
        {cancelUsed ? (
          <CancelSessionDialog
            session={cancelling}
            onClose={() => setCancelling(null)}
            onCancelled={() => setCancelling(null)}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
