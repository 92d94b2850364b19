import { Text } from '@mantine/core';
import { formatMoneyExact } from '../../lib/format';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { rsvpName, type RsvpActions } from './use-rsvp-actions';

/** Asks before cancelling (no money moves) or refunding (states the amount) a registration. */
export function RsvpActionDialog({ actions }: { actions: RsvpActions }) {
  const { asked } = actions;
  const amount = asked ? formatMoneyExact(asked.row.amountCents, asked.row.currency) : '';
  const name = asked ? rsvpName(asked.row) : '';
  const refund = asked?.action === 'refund';
  return (
    <ConfirmDialog
      opened={asked !== null}
      title={refund ? 'Refund this registration?' : 'Cancel this registration?'}
      confirmLabel={refund ? `Refund ${amount}` : 'Cancel registration'}
      busy={asked !== null && actions.busy?.id === asked.row.id}
      onConfirm={() => void actions.confirm()}
      onClose={actions.dismiss}
    >
      {asked ? (
        <>
          <Text fw={600}>
            {name} · {asked.row.email} · {asked.row.sessionTitle}
          </Text>
          {refund ? (
            <Text>
              {amount} goes back in full to the card {name} paid with. The registration becomes Refunded and the seat is
              released.
            </Text>
          ) : (
            <Text>
              The registration is cancelled and its seat released. No money moves: a paid seat is not refunded (use
              Refund for that).
            </Text>
          )}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
