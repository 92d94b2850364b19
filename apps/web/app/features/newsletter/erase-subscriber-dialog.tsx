import { eraseSubscriber, listSubscribers, type Subscriber } from '@meridian/contracts/newsletter';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/** Asks before a GDPR erasure and says exactly what stays. */
export function EraseSubscriberDialog({ target, onClose }: { target: Subscriber | null; onClose: () => void }) {
  const erase = useEndpointMutation(eraseSubscriber, { invalidates: [listSubscribers] });
  async function confirm() {
    if (!target) return;
    try {
      await erase.mutateAsync({ params: { id: target.id } });
      notify.success({ message: `${target.email} was erased.` });
      onClose();
    } catch (error) {
      notify.error({ title: 'Email Subscribers', message: errorMessage(error, 'The subscriber could not be erased.') });
    }
  }
  return (
    <ConfirmDialog
      opened={target !== null}
      title="Delete this subscriber?"
      confirmLabel="Delete and erase"
      busy={erase.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text size="sm">
        {target?.email} and their consent record are deleted for good (GDPR erasure). Only a one-way hash of the address
        is kept, so it is never added again: a later sign-up or import of this address is ignored.
      </Text>
    </ConfirmDialog>
  );
}
