import {
  contactFormSchema,
  createContact,
  listContactLists,
  listContacts,
  updateContact,
  type Contact,
  type ContactList,
} from '@meridian/contracts/contacts';
import { Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { FormError } from '../../components/form-error';

interface ContactFormModalProps {
  /** 'new', the contact to edit, or null when closed. */
  target: Contact | 'new' | null;
  lists: readonly ContactList[];
  onClose: () => void;
}

/** "Add contact" and "Edit contact": names, tags and lists (the address is fixed once saved). */
export default function ContactFormModal({ target, lists, onClose }: ContactFormModalProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <GuardedFormModal opened={target !== null} onClose={onClose} title={editing ? 'Edit contact' : 'Add contact'}>
      {(guard) => (
        <ContactForm
          key={editing ? `edit-${editing.id}` : 'new'}
          contact={editing}
          lists={lists}
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={onClose}
        />
      )}
    </GuardedFormModal>
  );
}

/** Tags as typed in one field: split at commas, blanks dropped (the contract trims and lower-cases). */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

interface ContactFormProps {
  contact: Contact | null;
  lists: readonly ContactList[];
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function ContactForm({ contact, lists, onDirtyChange, onCancel, onSaved }: ContactFormProps) {
  const form = useContractForm(contactFormSchema, {
    initialValues: {
      email: contact?.email ?? '',
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      tags: (contact?.tags ?? []).join(', '),
      listIds: (contact?.listIds ?? []).map(String),
    },
    toInput: (values) => ({ ...values, tags: splitTags(values.tags) }),
  });
  const invalidates = [listContacts, listContactLists];
  const create = useEndpointMutation(createContact, { invalidates });
  const update = useEndpointMutation(updateContact, { invalidates });
  const busy = create.isPending || update.isPending;

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      if (contact) {
        const { email: _email, ...changes } = data;
        await update.mutateAsync({ params: { id: contact.id }, body: changes });
        notify.success({ message: `Saved the changes to ${contact.email}.` });
      } else {
        const saved = await create.mutateAsync({ body: data });
        notify.success({ message: `${saved.email} was added to your contacts.` });
      }
      onDirtyChange(false);
      onSaved();
    } catch (error) {
      form.showFailure(error, { describe: () => 'The contact could not be saved. Please try again.' });
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <TextInput label="Email" type="email" required disabled={contact !== null} {...form.getInputProps('email')} />
        <Group grow gap="sm" wrap="wrap">
          <TextInput label="First name" miw={150} {...form.getInputProps('firstName')} />
          <TextInput label="Last name" miw={150} {...form.getInputProps('lastName')} />
        </Group>
        <TextInput
          label="Tags"
          description="Separate tags with commas, e.g. vip, webinar"
          {...form.getInputProps('tags')}
        />
        <Checkbox.Group label="Lists" {...form.getInputProps('listIds')}>
          {lists.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              No lists yet. Create one with Manage lists.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={180} type="auto" mt={6}>
              <Stack gap={6}>
                {lists.map((list) => (
                  <Checkbox key={list.id} value={String(list.id)} label={list.name} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Checkbox.Group>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {contact ? 'Save changes' : 'Add contact'}
        </Button>
      </Group>
    </form>
  );
}
