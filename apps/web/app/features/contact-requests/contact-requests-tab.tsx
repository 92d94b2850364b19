import {
  CONTACT_REQUEST_STATUS_LABELS,
  contactRequestKindSchema,
  contactRequestStatusSchema,
  listContactRequests,
  type ContactRequest,
  type ContactRequestKind,
  type ContactRequestStatus,
} from '@meridian/contracts/contact-requests';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLiveAdminData } from '../../lib/use-live-admin-data';
import { CONTACT_STATUS_COLORS } from './contact-request-labels';
import { EmptyState } from '../../components/site/empty-state';

const ContactRequestModal = lazy(() => import('./contact-request-modal'));
const KIND_OPTIONS = [
  { value: '', label: 'Both forms' },
  { value: 'consultation', label: 'Consultation' },
  { value: 'support', label: 'Support' },
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...contactRequestStatusSchema.options.map((status) => ({
    value: status,
    label: CONTACT_REQUEST_STATUS_LABELS[status],
  })),
];

function columns(zone: string, onOpen: (request: ContactRequest) => void): DataColumn<ContactRequest>[] {
  return [
    {
      title: 'From',
      kind: 'main',
      maxWidth: 280,
      cell: (request) => (
        <>
          <Text fw={600} size="sm">
            {request.name}
          </Text>
          <Text size="sm" c="dimmed">
            {request.email}
          </Text>
        </>
      ),
    },
    { title: 'Form', cell: (request) => (request.kind === 'consultation' ? 'Consultation' : 'Support') },
    { title: 'Topic', maxWidth: 220, cell: (request) => request.topic },
    {
      title: 'Status',
      cell: (request) => (
        <StatusBadge
          label={CONTACT_REQUEST_STATUS_LABELS[request.status]}
          color={CONTACT_STATUS_COLORS[request.status]}
        />
      ),
    },
    { title: 'Received', cell: (request) => <Stamp iso={request.createdAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (request) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => onOpen(request)}
          aria-label={`Open the request from ${request.name}`}
        >
          Open
        </Button>
      ),
    },
  ];
}

/** Requisition's Contact requests tab: what /consultation and /support sent, newest first. */
export function ContactRequestsTab({ zone }: { zone: string }) {
  const [kind, setKind] = useState<ContactRequestKind | null>(null);
  const [status, setStatus] = useState<ContactRequestStatus | null>(null);
  const [open, setOpen] = useState<ContactRequest | null>(null);
  const requests = useLiveAdminData(
    listContactRequests,
    { query: { ...(kind ? { kind } : {}), ...(status ? { status } : {}) } },
    { fallbackError: 'The contact requests could not be loaded.' },
  );
  const filtered = kind !== null || status !== null;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label="Form"
          data={KIND_OPTIONS}
          value={kind ?? ''}
          onChange={(value) => setKind(contactRequestKindSchema.safeParse(value).data ?? null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(value) => setStatus(contactRequestStatusSchema.safeParse(value).data ?? null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {requests.error ? (
        <LoadError title="Contact requests" message={requests.error} onRetry={() => void requests.reload()} />
      ) : null}
      <DataTable
        label="Contact requests"
        columns={columns(zone, setOpen)}
        rowKey={(request) => request.id}
        sort={{ column: 'Received', direction: 'descending', caption: 'Newest requests first' }}
        minWidth={760}
        rows={requests.data?.items}
        loading={requests.loading}
        empty={
          <EmptyState icon={<IconInbox size={28} />} title={filtered ? 'No requests match' : 'No contact requests yet'}>
            {filtered
              ? 'Try another form or status.'
              : 'Messages sent from the Consultation and Support pages arrive here. Reply by email from each request.'}
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {open ? <ContactRequestModal target={open} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
