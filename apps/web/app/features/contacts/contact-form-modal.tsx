import {
  contactFormSchema,
  createContact,
  listContactLists,
  listContacts,
  updateContact,
  type Contact,
  type ContactList,
} from '@meridian/contracts/contacts';
import { Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { EditorModal } from '../../components/discard-changes/editor-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { useContractForm } from '../../lib/forms/use-contract-form';
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
  return (
    <EditorModal
      target={target}
      titles={{ create: 'Add contact', edit: 'Edit contact' }}
      keyOf={(contact) => String(contact.id)}
      onClose={onClose}
    >
      {(contact, modal) => <ContactForm contact={contact} lists={lists} {...modal} />}
    </EditorModal>
  );
}

/** Tags as typed in one field: split at commas, blanks dropped (the contract trims and lower-cases). */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

interface ContactFormProps extends ModalFormProps {
  contact: Contact | null;
  lists: readonly ContactList[];
}

function ContactForm({ contact, lists, ...modal }: ContactFormProps) {
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
  const submit = useModalFormSubmit(
    form,
    modal,
    async (data) => {
      if (contact) {
        const { email: _email, ...changes } = data;
        await update.mutateAsync({ params: { id: contact.id }, body: changes });
        return `Saved the changes to ${contact.email}.`;
      }
      const saved = await create.mutateAsync({ body: data });
      return `${saved.email} was added to your contacts.`;
    },
    'The contact could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
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
      <ModalFormActions
        mt="lg"
        busy={create.isPending || update.isPending}
        submitLabel={contact ? 'Save changes' : 'Add contact'}
        onCancel={modal.onCancel}
      />
    </form>
  );
}
