import type { RsvpRow } from '@meridian/contracts/rsvp-admin';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
import { Stamp, stampText } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatMoneyExact } from '../../lib/format';
import { RSVP_STATUS_BADGE } from './rsvp-status';
import { rsvpName, type RsvpAction } from './use-rsvp-actions';

interface RsvpColumnsOptions {
  /** The admin's own zone, for every time shown. */
  zone: string;
  /** The action running on a row, if any. */
  busy: { id: number; action: RsvpAction } | null;
  onAction: (action: RsvpAction, row: RsvpRow) => void;
}

/** The actions a registration allows in its status, with accessible names that say whose. */
function actionsFor(row: RsvpRow): { action: RsvpAction; label: string; name: string }[] {
  const amount = formatMoneyExact(row.amountCents, row.currency);
  const resend = { action: 'resend' as const, label: 'Resend', name: `Resend confirmation to ${row.email}` };
  const cancel = { action: 'cancel' as const, label: 'Cancel', name: `Cancel registration of ${row.email}` };
  const refund = { action: 'refund' as const, label: 'Refund', name: `Refund ${amount} to ${row.email}` };
  switch (row.status) {
    case 'paid':
      return [resend, cancel, refund];
    case 'pending':
      return [cancel];
    case 'expired':
    case 'cancelled':
    case 'refunded':
      return [];
  }
}

function RsvpActions({ row, busy, onAction }: { row: RsvpRow } & Omit<RsvpColumnsOptions, 'zone'>) {
  const running = busy?.id === row.id ? busy.action : null;
  return (
    <Group gap={6}>
      {actionsFor(row).map(({ action, label, name }) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'resend' ? 'default' : 'outline'}
          color={action === 'resend' ? undefined : 'red.9'}
          loading={running === action}
          disabled={running !== null && running !== action}
          aria-label={name}
          onClick={() => onAction(action, row)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** The admin RSVP list: who, which session, status (and when paid), money, referrer, when, actions. */
export function rsvpColumns({ zone, busy, onAction }: RsvpColumnsOptions): DataColumn<RsvpRow>[] {
  return [
    {
      title: 'Registrant',
      kind: 'main',
      maxWidth: 220,
      cell: (row) => (
        <>
          <Text fw={600}>{rsvpName(row)}</Text>
          <Text size="sm">{row.email}</Text>
          <Text size="sm" c="dimmed">
            {row.phone}
          </Text>
        </>
      ),
    },
    {
      title: 'Session',
      maxWidth: 200,
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.sessionTitle}
          </Text>
          <Stamp iso={row.sessionStartsAt} zone={zone} />
        </>
      ),
    },
    {
      title: 'Status',
      maxWidth: 150,
      cell: (row) => {
        const badge = RSVP_STATUS_BADGE[row.status];
        return (
          <Stack gap={4} align="flex-start">
            <StatusBadge label={badge.label} color={badge.color} />
            {row.paidAt ? (
              <Text size="sm" c="dimmed">
                Paid {stampText(row.paidAt, zone)}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    { title: 'Amount', numeric: true, cell: (row) => formatMoneyExact(row.amountCents, row.currency) },
    { title: 'Affiliate', maxWidth: 130, cell: (row) => row.affiliateName ?? '—' },
    {
      title: 'Answers',
      maxWidth: 240,
      cell: (row) =>
        row.answers.length === 0 ? (
          '—'
        ) : (
          <Stack gap={2}>
            {row.answers.map((a) => (
              <Text key={a.question} size="sm">
                <Text span c="dimmed" inherit>
                  {a.question}:
                </Text>{' '}
                {a.answer}
              </Text>
            ))}
          </Stack>
        ),
    },
    { title: 'Registered', cell: (row) => <Stamp iso={row.createdAt} zone={zone} /> },
    { title: 'Actions', kind: 'actions', cell: (row) => <RsvpActions row={row} busy={busy} onAction={onAction} /> },
  ];
}
