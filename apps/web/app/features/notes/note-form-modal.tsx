import {
  createNote,
  listNotes,
  NOTE_BODY_MAX,
  NOTE_TITLE_MAX,
  noteInputSchema,
  updateNote,
  type Note,
} from '@meridian/contracts/notes';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { EditorModal } from '../../components/discard-changes/editor-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

interface NoteFormModalProps {
  /** 'new', the note to edit, or null when closed. */
  target: Note | 'new' | null;
  onClose: () => void;
}

/** "New note" and "Edit note": title, text and whether it is pinned. */
export default function NoteFormModal({ target, onClose }: NoteFormModalProps) {
  return (
    <EditorModal
      target={target}
      titles={{ create: 'New note', edit: 'Edit note' }}
      keyOf={(note) => String(note.id)}
      onClose={onClose}
    >
      {(note, modal) => <NoteForm note={note} {...modal} />}
    </EditorModal>
  );
}

function NoteForm({ note, ...modal }: { note: Note | null } & ModalFormProps) {
  const form = useContractForm(noteInputSchema, {
    initialValues: { title: note?.title ?? '', body: note?.body ?? '', pinned: note?.pinned ?? false },
  });
  const create = useEndpointMutation(createNote, { invalidates: [listNotes] });
  const update = useEndpointMutation(updateNote, { invalidates: [listNotes] });
  const submit = useModalFormSubmit(
    form,
    modal,
    async (data) => {
      if (note) await update.mutateAsync({ params: { id: note.id }, body: data });
      else await create.mutateAsync({ body: data });
      return note ? `Saved "${data.title}".` : `Added "${data.title}" to your notes.`;
    },
    'The note could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <TextInput label="Title" required maxLength={NOTE_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea
          label="Note"
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={NOTE_BODY_MAX}
          {...form.getInputProps('body')}
        />
        <Checkbox label="Pin to the top" {...form.getInputProps('pinned', { type: 'checkbox' })} />
        <ModalFormActions
          mt="xs"
          busy={create.isPending || update.isPending}
          submitLabel={note ? 'Save note' : 'Add note'}
          onCancel={modal.onCancel}
        />
      </Stack>
    </form>
  );
}
