import type { RsvpRow as Row } from '@meridian/contracts/rsvp-admin';
import { Button, Group, Table, Text } from '@mantine/core';
import { formatMoneyExact } from '../../lib/format';
import { RSVP_STATUS_BADGE } from './rsvp-status';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { rsvpName, type RsvpAction } from './use-rsvp-actions';

interface RsvpRowProps {
  row: Row;
  /** The admin's own zone, for every time shown. */
  zone: string;
  /** The action running on this row, if any. */
  busy: RsvpAction | null;
  onAction: (action: RsvpAction, row: Row) => void;
}

/** The actions a registration allows in its status, with accessible names that say whose. */
function actionsFor(row: Row): { action: RsvpAction; label: string; name: string }[] {
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

/** One registration: who, which session, payment status and money, with its actions. */
export function RsvpRow({ row, zone, busy, onAction }: RsvpRowProps) {
  const badge = RSVP_STATUS_BADGE[row.status];
  const actions = actionsFor(row);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{rsvpName(row)}</Text>
        <Text size="sm">{row.email}</Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {row.phone}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {row.sessionTitle}
        </Text>
        <Stamp iso={row.sessionStartsAt} zone={zone} />
      </Table.Td>
      <Table.Td>
        <StatusBadge label={badge.label} color={badge.color} />
      </Table.Td>
      <Table.Td>{formatMoneyExact(row.amountCents, row.currency)}</Table.Td>
      <Table.Td>{row.affiliateId === 0 ? '—' : `#${row.affiliateId}`}</Table.Td>
      <Table.Td>
        <Stamp iso={row.createdAt} zone={zone} />
      </Table.Td>
      <Table.Td>
        <Stamp iso={row.paidAt} zone={zone} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} maw={200}>
          {actions.map(({ action, label, name }) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'resend' ? 'default' : 'outline'}
              color={action === 'resend' ? undefined : 'red.9'}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              aria-label={name}
              onClick={() => onAction(action, row)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
