import { getAutomation, type Automation } from '@meridian/contracts/automation';
import { listContactLists } from '@meridian/contracts/contacts';
import { listAdminSessions } from '@meridian/contracts/webinars';
import { Button, Loader, Stack } from '@mantine/core';
import { IconPlus, IconRoute, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { AutomationList } from '../../features/automation/automation-list';
import { AutomationRuns } from '../../features/automation/automation-runs';
import { sessionOptions } from '../../features/rsvp/session-options';
import type { PanelOutletContext } from '../../components/panels/section-types';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const AutomationBuilder = lazy(() => import('../../features/automation/automation-builder'));

/**
 * "Automation" in the Sales, Email Marketing and admin panels (docs/product.md, Automation): the
 * caller's sequences (everyone's for an admin). `?new` builds one, `?id=7` edits it, `?runs=7` shows
 * who is in it.
 */
export default function AutomationPage() {
  const { user } = useOutletContext<PanelOutletContext>();
  const isAdmin = user.roles.includes('Admin');
  const [params, setParams] = useSearchParams();
  const [zone] = useState(browserTimeZone);
  // A sequence created here stays in the same form when the address gains its id.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const client = useQueryClient();
  const lists = useEndpointQuery(listContactLists, {}, { staleTime: 30_000 });
  const listItems = useMemo(() => lists.data ?? [], [lists.data]);
  // Attendance triggers are an administrator's: only they read the sessions to narrow one to.
  const sessions = useEndpointQuery(
    listAdminSessions,
    { query: { scope: 'all' } },
    { enabled: isAdmin, staleTime: 30_000 },
  );
  const sessionItems = useMemo(() => sessionOptions(sessions.data ?? []), [sessions.data]);
  const editId = Number(params.get('id')) || null;
  const runsId = Number(params.get('runs')) || null;
  const id = editId ?? runsId;
  const building = editId === null && runsId === null && params.has('new');
  const opened = useEndpointQuery(getAutomation, { params: { id: id ?? 0 } }, { enabled: id !== null });

  const show = (next: Record<string, string>, replace = false) => setParams(next, { replace });
  const remember = (saved: Automation) =>
    client.setQueryData(endpointQueryKey(getAutomation, { params: { id: saved.id } }), saved);
  const newSequence = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => show({ new: '1' })}>
      New sequence
    </Button>
  );

  function body() {
    if (id !== null && !opened.data) {
      if (opened.error) {
        return (
          <LoadError
            title="Sequence"
            message={errorMessage(opened.error, 'The sequence could not be loaded.')}
            onRetry={() => void opened.refetch()}
          />
        );
      }
      return <Loader aria-label="Loading the sequence" />;
    }
    if (runsId !== null && opened.data) {
      return (
        <Stack gap="md">
          <AutomationRuns
            sequence={opened.data}
            zone={zone}
            empty={
              <EmptyState icon={<IconUsers size={28} />} title="Nobody has entered this sequence yet">
                People appear here as soon as the trigger fires for them while the sequence is active.
              </EmptyState>
            }
          />
          <Button variant="subtle" onClick={() => show({})} style={{ alignSelf: 'flex-start' }}>
            Back to sequences
          </Button>
        </Stack>
      );
    }
    if (building || editId !== null) {
      return (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the builder" />}>
          <AutomationBuilder
            key={editId === null || editId === createdId ? 'new' : editId}
            automation={editId === null ? null : (opened.data ?? null)}
            lists={listItems}
            sessions={sessionItems}
            isAdmin={isAdmin}
            sender={
              editId !== null && opened.data
                ? { userId: opened.data.ownerId, name: opened.data.ownerName, own: opened.data.ownerId === user.id }
                : { userId: user.id, name: `${user.firstName} ${user.lastName}`, own: true }
            }
            onSaved={(saved) => {
              remember(saved);
              if (editId === null) {
                setCreatedId(saved.id);
                show({ id: String(saved.id) }, true);
              }
            }}
            onRuns={(saved) => show({ runs: String(saved.id) })}
            onClose={() => show({})}
          />
        </Suspense>
      );
    }
    return (
      <AutomationList
        showOwner={isAdmin}
        zone={zone}
        empty={
          <EmptyState icon={<IconRoute size={28} />} title="No sequences yet" action={newSequence}>
            {isAdmin
              ? 'Build a sequence that starts by itself on a trigger (a contact tagged or added to a list, a newsletter confirmation, a booking, a session attended or missed, a replay watched): emails from your own mailbox, waits and tag changes, in the order you choose.'
              : 'Build a sequence that starts by itself when a tag or list is added to a contact: emails from your own mailbox, waits and tag changes, in the order you choose.'}
          </EmptyState>
        }
      />
    );
  }

  const title = building
    ? 'New sequence'
    : runsId !== null
      ? `Runs${opened.data ? `: ${opened.data.name}` : ''}`
      : editId !== null
        ? 'Edit sequence'
        : 'Automation';
  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title={title}
        summary={
          isAdmin
            ? 'Every sender’s sequences: a trigger and the steps each person goes through, with their runs.'
            : 'Sequences that start by themselves on a trigger and send from your own mailbox, with their runs.'
        }
        action={id === null && !building ? newSequence : null}
      />
      {body()}
    </Stack>
  );
}
