import { payNow, setPayoutHold, type AdminAffiliateRow } from '@meridian/contracts/affiliates';
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { StatusBadge } from '../../components/admin/status-badge';
import { useAdminAction } from '../../components/admin/use-admin-action';
import { callEndpoint } from '../../lib/api-client';
import { formatCount, formatMoneyExact } from '../../lib/format';
import { notify } from '../../lib/notify';

export const AFFILIATE_COLUMNS = [
  'Affiliate',
  'Code',
  'Payouts',
  'Clicks',
  'Sign-ups',
  'Paid conversions',
  'Pending',
  'Owed',
  'Paid',
  'Actions',
];

const CONNECT = {
  none: { label: 'Not connected', color: 'gray.8' },
  pending: { label: 'Onboarding', color: 'grape.9' },
  enabled: { label: 'Connected', color: 'teal.9' },
} as const;

interface AffiliateRowProps {
  row: AdminAffiliateRow;
  currency: string;
  /** The list and payout history are stale after an action. */
  onChanged: () => void;
}

/** One affiliate: code, Connect status, figures, and hold/release and Pay now. */
export function AffiliateRow({ row, currency, onChanged }: AffiliateRowProps) {
  const { busy, run } = useAdminAction('Affiliates');
  const [confirming, setConfirming] = useState(false);
  const money = (cents: number) => formatMoneyExact(cents, currency);
  const connect = CONNECT[row.connect];

  async function toggleHold() {
    const held = !row.payoutsHeld;
    const done = await run(
      () => callEndpoint(setPayoutHold, { params: { userId: row.userId }, body: { held } }),
      'The hold could not be changed.',
    );
    if (!done) return;
    notify.success({ message: held ? `Payouts to ${row.name} are on hold.` : `Payouts to ${row.name} are released.` });
    onChanged();
  }

  async function pay() {
    const payout = await run(() => callEndpoint(payNow, { params: { userId: row.userId } }), 'The payout failed.');
    setConfirming(false);
    if (!payout) return;
    notify.success({ message: `${money(payout.amountCents)} was sent to ${row.name}.` });
    onChanged();
  }

  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{row.name}</Text>
        <Text size="sm" c="dimmed">
          {row.email}
          {row.roles.includes('Sales') ? ' · Sales' : ''}
        </Text>
      </Table.Td>
      <Table.Td>{row.referralCode}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          <StatusBadge label={connect.label} color={connect.color} />
          {row.payoutsHeld ? <StatusBadge label="On hold" color="red.8" /> : null}
        </Group>
      </Table.Td>
      <Table.Td>{formatCount(row.clicks)}</Table.Td>
      <Table.Td>{formatCount(row.signUps)}</Table.Td>
      <Table.Td>{formatCount(row.paidConversions)}</Table.Td>
      <Table.Td>{money(row.pendingCents)}</Table.Td>
      <Table.Td>{money(row.owedCents)}</Table.Td>
      <Table.Td>{money(row.paidCents)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" loading={busy && !confirming} onClick={() => void toggleHold()}>
            {row.payoutsHeld ? 'Release' : 'Hold'}
            <VisuallyHidden>{` payouts to ${row.name}`}</VisuallyHidden>
          </Button>
          <Button
            size="xs"
            disabled={row.payoutsHeld || row.connect !== 'enabled' || row.owedCents <= 0}
            onClick={() => setConfirming(true)}
          >
            Pay now
            <VisuallyHidden>{` ${row.name}`}</VisuallyHidden>
          </Button>
        </Group>
        <ConfirmDialog
          opened={confirming}
          title={`Pay ${row.name} now?`}
          confirmLabel={`Send ${money(row.owedCents)}`}
          busy={busy}
          onConfirm={() => void pay()}
          onClose={() => setConfirming(false)}
        >
          <Text>
            {money(row.owedCents)} of approved commission goes to {row.name}’s connected Stripe account now, outside the
            weekly schedule. Commission still in its holding period stays for a later payout.
          </Text>
        </ConfirmDialog>
      </Table.Td>
    </Table.Tr>
  );
}
