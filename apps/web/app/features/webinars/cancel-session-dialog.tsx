import {
  cancelSession,
  listAdminSessions,
  type CancelSessionResult,
  type WebinarSession,
} from '@meridian/contracts/webinars';
import { Text } from '@mantine/core';
import { formatSessionStart } from '../../lib/datetime';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';

interface CancelSessionDialogProps {
  session: WebinarSession | null;
  onClose: () => void;
  onCancelled: (result: CancelSessionResult) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What cancelling did, for the notification. */
export function cancelOutcome({ session, refunded, released, refundFailures }: CancelSessionResult): string {
  const parts = [
    `“${session.title}” is cancelled.`,
    `Refunded: ${count(refunded, 'paid registration', 'paid registrations')}.`,
    `Released: ${count(released, 'pending hold', 'pending holds')}.`,
    `Refund failures: ${refundFailures}.`,
  ];
  if (refundFailures > 0) parts.push('Those registrations stay paid: refund them from RSVP.');
  return parts.join(' ');
}

/**
 * Cancels a session after saying plainly what follows: refunds and an email to everyone registered.
 * The session lists load again by themselves.
 */
export function CancelSessionDialog({ session, onClose, onCancelled }: CancelSessionDialogProps) {
  const cancel = useEndpointMutation(cancelSession, {
    invalidates: [listAdminSessions],
    failure: { title: 'Manage Events', fallback: 'The session could not be cancelled.' },
  });

  async function confirm() {
    if (!session) return;
    const result = await cancel.run({ params: { id: session.id } });
    if (!result) return;
    const message = cancelOutcome(result);
    if (result.refundFailures > 0) notify.error({ title: 'Session cancelled, some refunds failed', message });
    else notify.success({ message, autoClose: 10_000 });
    onCancelled(result);
  }

  return (
    <ConfirmDialog
      opened={session !== null}
      title="Cancel this session?"
      confirmLabel="Cancel session"
      cancelLabel="Keep session"
      busy={cancel.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {session ? (
        <>
          <Text fw={600}>
            {session.title} · {formatSessionStart(session.startsAt, session.timezone)}
          </Text>
          <Text>Everyone registered is emailed that the session is cancelled.</Text>
          <Text>
            Paid registrants are refunded in full (
            {session.seatsPaid === 0 ? 'nobody has paid yet' : count(session.seatsPaid, 'person', 'people')}). Seats on
            hold are released and their checkouts closed.
          </Text>
          <Text>The session leaves the RSVP date list. This cannot be undone.</Text>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
