import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import type { useContactActions } from './use-contact-actions';

/** "Unsubscribe this contact?" / "Delete this contact?" */
export function ContactActionDialog({ actions }: { actions: ReturnType<typeof useContactActions> }) {
  const { asking } = actions;
  const email = asking?.contact.email ?? '';
  const unsubscribing = asking?.kind === 'unsubscribe';
  return (
    <ConfirmDialog
      opened={asking !== null}
      title={unsubscribing ? 'Unsubscribe this contact?' : 'Delete this contact?'}
      confirmLabel={unsubscribing ? 'Unsubscribe' : 'Delete contact'}
      busy={actions.busy}
      onConfirm={() => void actions.confirm()}
      onClose={actions.cancel}
    >
      <Text>
        {unsubscribing
          ? `${email} will not receive campaigns again, from you or any other sender. This cannot be undone from here.`
          : `${email} will be removed from your contacts and lists. If the address unsubscribed, it stays unsubscribed should it be added again.`}
      </Text>
    </ConfirmDialog>
  );
}
