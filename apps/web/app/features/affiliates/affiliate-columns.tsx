import { payNow, setPayoutHold, type AdminAffiliateRow } from '@meridian/contracts/affiliates';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import type { DataColumn } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatCount, formatMoneyExact } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const CONNECT = {
  none: { label: 'Not connected', color: 'gray.8' },
  pending: { label: 'Onboarding', color: 'grape.9' },
  enabled: { label: 'Connected', color: 'teal.9' },
} as const;

interface AffiliateColumnsOptions {
  currency: string;
  /** The list and payout history are stale after an action. */
  onChanged: () => void;
}

/** Hold or release payouts, and Pay now after a confirmation. */
function AffiliateActions({ row, currency, onChanged }: { row: AdminAffiliateRow } & AffiliateColumnsOptions) {
  const [confirming, setConfirming] = useState(false);
  const money = (cents: number) => formatMoneyExact(cents, currency);
  const hold = useEndpointMutation(setPayoutHold, {
    success: (_, { body }) =>
      body?.held ? `Payouts to ${row.name} are on hold.` : `Payouts to ${row.name} are released.`,
    failure: { title: 'Affiliates', fallback: 'The hold could not be changed.' },
  });
  const payout = useEndpointMutation(payNow, {
    success: (paid) => `${money(paid.amountCents)} was sent to ${row.name}.`,
    failure: { title: 'Affiliates', fallback: 'The payout failed.' },
  });
  const busy = hold.isPending || payout.isPending;

  async function toggleHold() {
    if (await hold.run({ params: { userId: row.userId }, body: { held: !row.payoutsHeld } })) onChanged();
  }

  async function pay() {
    const paid = await payout.run({ params: { userId: row.userId } });
    setConfirming(false);
    if (paid) onChanged();
  }

  return (
    <>
      <Group gap="xs">
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
    </>
  );
}

/** A label and its figure on one line ("Owed $50.00"), for cells that hold several. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" inherit>
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
}

/** Admin "Affiliates": who, their code, payout account, what they brought, what they earned, and the payout actions. */
export function affiliateColumns({ currency, onChanged }: AffiliateColumnsOptions): DataColumn<AdminAffiliateRow>[] {
  const money = (cents: number) => formatMoneyExact(cents, currency);
  return [
    {
      title: 'Affiliate',
      kind: 'main',
      maxWidth: 260,
      cell: (row) => (
        <>
          <Text fw={600}>{row.name}</Text>
          <Text size="sm" c="dimmed">
            {row.email}
            {row.roles.includes('Sales') ? ' · Sales' : ''}
          </Text>
        </>
      ),
    },
    { title: 'Code', cell: (row) => row.referralCode },
    {
      title: 'Payouts',
      cell: (row) => {
        const connect = CONNECT[row.connect];
        return (
          <Stack gap={4} align="flex-start">
            <StatusBadge label={connect.label} color={connect.color} />
            {row.payoutsHeld ? <StatusBadge label="On hold" color="red.8" /> : null}
          </Stack>
        );
      },
    },
    {
      title: 'Referrals',
      cell: (row) => (
        <>
          <Figure label="Clicks" value={formatCount(row.clicks)} />
          <Figure label="Sign-ups" value={formatCount(row.signUps)} />
          <Figure label="Paid" value={formatCount(row.paidConversions)} />
        </>
      ),
    },
    {
      title: 'Commission',
      cell: (row) => (
        <>
          <Figure label="Pending" value={money(row.pendingCents)} />
          <Figure label="Owed" value={money(row.owedCents)} />
          <Figure label="Paid" value={money(row.paidCents)} />
        </>
      ),
    },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (row) => <AffiliateActions row={row} currency={currency} onChanged={onChanged} />,
    },
  ];
}
