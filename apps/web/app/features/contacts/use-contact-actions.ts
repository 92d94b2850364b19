import {
  deleteContact,
  listContactLists,
  listContacts,
  unsubscribeContact,
  type Contact,
} from '@meridian/contracts/contacts';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

export type ConfirmedAction = { kind: 'unsubscribe' | 'delete'; contact: Contact };

/** Unsubscribe and delete, each asked first (ContactActionDialog), reported as a notification. */
export function useContactActions() {
  const [asking, setAsking] = useState<ConfirmedAction | null>(null);
  const invalidates = [listContacts, listContactLists];
  const unsubscribe = useEndpointMutation(unsubscribeContact, { invalidates });
  const remove = useEndpointMutation(deleteContact, { invalidates });

  async function confirm() {
    if (!asking) return;
    const { kind, contact } = asking;
    try {
      if (kind === 'unsubscribe') {
        await unsubscribe.mutateAsync({ params: { id: contact.id } });
        notify.success({ message: `${contact.email} is unsubscribed and will not receive campaigns from anyone.` });
      } else {
        await remove.mutateAsync({ params: { id: contact.id } });
        notify.success({ message: `${contact.email} was deleted from your contacts.` });
      }
      setAsking(null);
    } catch (error) {
      notify.error({
        title: 'Contacts',
        message: errorMessage(error, 'The change could not be saved. Please try again.'),
      });
    }
  }

  return {
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm,
    busy: unsubscribe.isPending || remove.isPending,
  };
}
