import { listOpenings, type Opening } from '@meridian/contracts/careers';
import { JOB_TYPE_LABELS } from '@meridian/contracts/careers-public';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLiveAdminData } from '../../lib/use-live-admin-data';
import { OPENING_STATUS_COLORS, OPENING_STATUS_LABELS } from './careers-labels';
import { EmptyState } from '../../components/site/empty-state';

const OpeningFormModal = lazy(() => import('./opening-form-modal'));

function columns(zone: string, onEdit: (opening: Opening) => void): DataColumn<Opening>[] {
  return [
    {
      title: 'Opening',
      kind: 'main',
      maxWidth: 320,
      cell: (opening) => (
        <>
          <Text fw={600} size="sm">
            {opening.title}
          </Text>
          <Text size="sm" c="dimmed">
            {opening.department} · {opening.location}
          </Text>
        </>
      ),
    },
    { title: 'Type', cell: (opening) => JOB_TYPE_LABELS[opening.type] },
    {
      title: 'Status',
      cell: (opening) => (
        <StatusBadge label={OPENING_STATUS_LABELS[opening.status]} color={OPENING_STATUS_COLORS[opening.status]} />
      ),
    },
    { title: 'Applications', numeric: true, cell: (opening) => opening.applicationCount.toLocaleString('en-US') },
    { title: 'Posted', cell: (opening) => <Stamp iso={opening.createdAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (opening) => (
        <Button size="xs" variant="default" onClick={() => onEdit(opening)} aria-label={`Edit ${opening.title}`}>
          Edit
        </Button>
      ),
    },
  ];
}

/** Requisition's Openings tab: every opening, open ones first, with create and edit. */
export function OpeningsTab({ zone }: { zone: string }) {
  const openings = useLiveAdminData(listOpenings, {}, { fallbackError: 'The openings could not be loaded.' });
  const [editing, setEditing] = useState<Opening | 'new' | null>(null);
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      New opening
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text c="dimmed" size="sm" maw={640}>
          Open positions are listed on the public Careers page, where people apply with their résumé. Close an opening
          to stop new applications; its applications stay here.
        </Text>
        {newButton}
      </Group>
      {openings.error ? (
        <LoadError title="Openings" message={openings.error} onRetry={() => void openings.reload()} />
      ) : null}
      <DataTable
        label="Job openings"
        columns={columns(zone, setEditing)}
        rowKey={(opening) => opening.id}
        sort={{
          column: 'Posted',
          direction: 'descending',
          caption: 'Open positions first, the newest first within each',
        }}
        minWidth={760}
        rows={openings.data}
        loading={openings.loading}
        empty={
          <EmptyState icon={<IconBriefcase size={28} />} title="No job openings yet" action={newButton}>
            Create an opening with its title, department, location, type and description. Open openings appear on the
            Careers page right away.
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {editing ? <OpeningFormModal target={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
