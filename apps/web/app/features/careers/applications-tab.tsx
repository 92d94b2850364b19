import {
  APPLICATION_STATUS_LABELS,
  applicationStatusSchema,
  listApplications,
  listOpenings,
  type Application,
  type ApplicationStatus,
} from '@meridian/contracts/careers';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileCv } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLiveAdminData } from '../../lib/use-live-admin-data';
import { APPLICATION_STATUS_COLORS } from './careers-labels';
import { EmptyState } from '../../components/site/empty-state';

const ApplicationModal = lazy(() => import('./application-modal'));
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...applicationStatusSchema.options.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
];

function columns(zone: string, onOpen: (application: Application) => void): DataColumn<Application>[] {
  return [
    {
      title: 'Applicant',
      kind: 'main',
      maxWidth: 280,
      cell: (application) => (
        <>
          <Text fw={600} size="sm">
            {application.name}
          </Text>
          <Anchor size="sm" href={`mailto:${application.email}`}>
            {application.email}
          </Anchor>
        </>
      ),
    },
    { title: 'Opening', maxWidth: 260, cell: (application) => application.openingTitle },
    {
      title: 'Status',
      cell: (application) => (
        <StatusBadge
          label={APPLICATION_STATUS_LABELS[application.status]}
          color={APPLICATION_STATUS_COLORS[application.status]}
        />
      ),
    },
    { title: 'Applied', cell: (application) => <Stamp iso={application.createdAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (application) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => onOpen(application)}
          aria-label={`Review ${application.name}`}
        >
          Review
        </Button>
      ),
    },
  ];
}

/** Requisition's Applications tab: newest first, filtered by opening and status; a row opens the review. */
export function ApplicationsTab({ zone }: { zone: string }) {
  const [openingId, setOpeningId] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [open, setOpen] = useState<Application | null>(null);
  const openings = useLiveAdminData(listOpenings, {}, { fallbackError: 'The openings could not be loaded.' });
  const query = { ...(openingId ? { openingId: Number(openingId) } : {}), ...(status ? { status } : {}) };
  const applications = useLiveAdminData(
    listApplications,
    { query },
    { fallbackError: 'The applications could not be loaded.' },
  );
  const filtered = openingId !== '' || status !== null;
  const openingOptions = [
    { value: '', label: 'All openings' },
    ...(openings.data ?? []).map((opening) => ({ value: String(opening.id), label: opening.title })),
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label="Opening"
          data={openingOptions}
          value={openingId}
          onChange={(value) => setOpeningId(value ?? '')}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(value) => setStatus(applicationStatusSchema.safeParse(value).data ?? null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {applications.error ? (
        <LoadError title="Applications" message={applications.error} onRetry={() => void applications.reload()} />
      ) : null}
      <DataTable
        label="Job applications"
        columns={columns(zone, setOpen)}
        rowKey={(application) => application.id}
        sort={{ column: 'Applied', direction: 'descending', caption: 'Newest applications first' }}
        minWidth={720}
        rows={applications.data}
        loading={applications.loading}
        empty={
          <EmptyState
            icon={<IconFileCv size={28} />}
            title={filtered ? 'No applications match' : 'No applications yet'}
          >
            {filtered
              ? 'Try another opening or status.'
              : 'Applications sent from the Careers page arrive here with the résumé, ready to review.'}
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {open ? <ApplicationModal target={open} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
