import { listPromoCodes, setPromoCodeStatus, type PromoCode } from '@meridian/contracts/promo-codes';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { EmptyState } from '../../components/site/empty-state';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useLiveAdminData } from '../../lib/use-live-admin-data';
import { discountOf, usesOf } from './promo-code-labels';

const PromoCodeFormModal = lazy(() => import('./promo-code-form-modal'));

function columns(
  zone: string,
  actions: { edit: (code: PromoCode) => void; toggle: (code: PromoCode) => void; busy: boolean },
): DataColumn<PromoCode>[] {
  return [
    {
      title: 'Code',
      kind: 'main',
      cell: (code) => (
        <>
          <Text fw={700} size="sm" ff="monospace">
            {code.code}
          </Text>
          <Text size="sm" c="dimmed">
            {discountOf(code)} · {code.allSessions ? 'all sessions' : `${code.sessionIds.length} chosen session(s)`}
          </Text>
        </>
      ),
    },
    { title: 'Uses', cell: (code) => usesOf(code) },
    {
      title: 'Valid',
      cell: (code) =>
        code.validFrom || code.validUntil ? (
          <Stack gap={2}>
            {code.validFrom ? (
              <Text size="sm">
                From <Stamp iso={code.validFrom} zone={zone} />
              </Text>
            ) : null}
            {code.validUntil ? (
              <Text size="sm">
                Until <Stamp iso={code.validUntil} zone={zone} />
              </Text>
            ) : null}
          </Stack>
        ) : (
          'Always'
        ),
    },
    {
      title: 'Affiliate',
      cell: (code) =>
        code.madeBy === 'affiliate' ? (
          <>
            <Text size="sm">{code.affiliateName ?? 'A removed account'}</Text>
            <Text size="sm" c="dimmed">
              Their own code, made under Links
            </Text>
          </>
        ) : (
          (code.affiliateName ?? 'None')
        ),
    },
    { title: 'Created', cell: (code) => <Stamp iso={code.createdAt} zone={zone} /> },
    {
      title: 'Status',
      cell: (code) => (
        <StatusBadge
          label={code.status === 'active' ? 'Active' : 'Disabled'}
          color={code.status === 'active' ? 'teal.9' : 'gray.7'}
        />
      ),
    },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (code) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => actions.edit(code)} aria-label={`Edit ${code.code}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={actions.busy}
            onClick={() => actions.toggle(code)}
            aria-label={`${code.status === 'active' ? 'Disable' : 'Turn on'} ${code.code}`}
          >
            {code.status === 'active' ? 'Disable' : 'Turn on'}
          </Button>
        </Group>
      ),
    },
  ];
}

/** Manage Events' promo codes (docs/product.md, Promo codes): each with its uses so far; create, edit, disable. */
export default function PromoCodesBlock({ zone }: { zone: string }) {
  const codes = useLiveAdminData(listPromoCodes, {}, { fallbackError: 'The promo codes could not be loaded.' });
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const status = useEndpointMutation(setPromoCodeStatus, {
    invalidates: [listPromoCodes],
    success: (saved) =>
      saved.status === 'active'
        ? `${saved.code} is active again.`
        : `${saved.code} is disabled. Visitors who type it are told it is no longer active.`,
    failure: { title: 'Promo codes', fallback: 'The promo code could not be changed. Please try again.' },
  });
  const toggle = (code: PromoCode) =>
    status.mutate({ params: { id: code.id }, body: { status: code.status === 'active' ? 'disabled' : 'active' } });
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      New promo code
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={2} size="h3">
            Promo codes
          </Title>
          <Text c="dimmed" size="sm" maw={640}>
            Visitors type a code in the RSVP form under “Have a code?”. A seat on hold uses the code until it is paid or
            released.
          </Text>
        </Stack>
        {newButton}
      </Group>
      {codes.error ? <LoadError title="Promo codes" message={codes.error} onRetry={() => void codes.reload()} /> : null}
      <DataTable
        label="Promo codes"
        columns={columns(zone, { edit: setEditing, toggle, busy: status.isPending })}
        rowKey={(code) => code.id}
        sort={{ column: 'Created', direction: 'descending', caption: 'Newest first' }}
        minWidth={900}
        rows={codes.data}
        loading={codes.loading}
        empty={
          <EmptyState icon={<IconTicket size={28} />} title="No promo codes yet" action={newButton}>
            Create a code with a percentage or an amount off, for every session or chosen ones.
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {editing ? <PromoCodeFormModal target={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
