import {
  contactListFormSchema,
  createContactList,
  deleteContactList,
  listContactLists,
  listContacts,
  renameContactList,
  type ContactList,
} from '@meridian/contracts/contacts';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { ContactOverlayProps } from './overlay-props';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorMessage } from '../../lib/error-message';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { FormError } from '../../components/form-error';

const invalidates = [listContactLists, listContacts];

/** One list name field: "New list" (empty) or renaming `list`. */
function ListNameForm({ list, onDone }: { list: ContactList | null; onDone: () => void }) {
  const form = useContractForm(contactListFormSchema, { initialValues: { name: list?.name ?? '' } });
  const create = useEndpointMutation(createContactList, { invalidates });
  const rename = useEndpointMutation(renameContactList, { invalidates });
  const busy = create.isPending || rename.isPending;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      if (list) await rename.mutateAsync({ params: { id: list.id }, body: data });
      else await create.mutateAsync({ body: data });
      form.reset();
      onDone();
    } catch (error) {
      form.showFailure(error);
    }
  }
  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} style={{ flex: 1 }}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={list ? `New name for ${list.name}` : 'New list'}
          placeholder="e.g. Webinar leads"
          style={{ flex: 1 }}
          {...form.getInputProps('name')}
        />
        {list ? (
          <>
            <ActionIcon type="submit" mt={26} size="lg" loading={busy} aria-label="Save the name">
              <IconCheck size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon mt={26} size="lg" variant="default" onClick={onDone} aria-label="Keep the old name">
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </>
        ) : (
          <Button type="submit" mt={25} loading={busy}>
            Create list
          </Button>
        )}
      </Group>
      <FormError message={form.formError} mt="xs" />
    </form>
  );
}

/** "Manage lists": create, rename and delete lists (deleting a list keeps its contacts). */
export default function ListsModal({ opened, lists, onClose }: ContactOverlayProps) {
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContactList | null>(null);
  const remove = useEndpointMutation(deleteContactList, { invalidates });
  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { id: deleting.id } });
      notify.success({ message: `The list “${deleting.name}” was deleted. Its contacts are still in your contacts.` });
      setDeleting(null);
    } catch (error) {
      notify.error({
        title: 'Lists',
        message: errorMessage(error, 'The list could not be deleted. Please try again.'),
      });
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Manage lists" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <ListNameForm list={null} onDone={() => undefined} />
        {lists.length === 0 ? (
          <Text c="dimmed">No lists yet. Lists group contacts for a campaign’s audience.</Text>
        ) : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lists.map((list) => (
            <li key={list.id}>
              {renaming === list.id ? (
                <ListNameForm list={list} onDone={() => setRenaming(null)} />
              ) : (
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={500}>{list.name}</Text>
                    <Text size="xs" c="dimmed">
                      {list.contactCount === 1 ? '1 contact' : `${list.contactCount} contacts`}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => setRenaming(list.id)}
                      aria-label={`Rename ${list.name}`}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      onClick={() => setDeleting(list)}
                      aria-label={`Delete ${list.name}`}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this list?"
        confirmLabel="Delete list"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <Text>
          “{deleting?.name}” will be deleted. Its {deleting?.contactCount ?? 0} contacts stay in your contacts; they are
          only taken off this list.
        </Text>
      </ConfirmDialog>
    </Modal>
  );
}
