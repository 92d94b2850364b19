import {
  createNote,
  listNotes,
  NOTE_BODY_MAX,
  NOTE_TITLE_MAX,
  noteInputSchema,
  updateNote,
  type Note,
} from '@meridian/contracts/notes';
import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

interface NoteFormModalProps {
  /** 'new', the note to edit, or null when closed. */
  target: Note | 'new' | null;
  onClose: () => void;
}

/** "New note" and "Edit note": title, text and whether it is pinned. */
export default function NoteFormModal({ target, onClose }: NoteFormModalProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <GuardedFormModal opened={target !== null} onClose={onClose} title={editing ? 'Edit note' : 'New note'}>
      {(guard) => (
        <NoteForm
          key={editing ? `edit-${editing.id}` : 'new'}
          note={editing}
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={onClose}
        />
      )}
    </GuardedFormModal>
  );
}

interface NoteFormProps {
  note: Note | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function NoteForm({ note, onDirtyChange, onCancel, onSaved }: NoteFormProps) {
  const form = useContractForm(noteInputSchema, {
    initialValues: { title: note?.title ?? '', body: note?.body ?? '', pinned: note?.pinned ?? false },
  });
  const create = useEndpointMutation(createNote, { invalidates: [listNotes] });
  const update = useEndpointMutation(updateNote, { invalidates: [listNotes] });
  const busy = create.isPending || update.isPending;

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      if (note) await update.mutateAsync({ params: { id: note.id }, body: data });
      else await create.mutateAsync({ body: data });
      notify.success({ message: note ? `Saved "${data.title}".` : `Added "${data.title}" to your notes.` });
      onDirtyChange(false);
      onSaved();
    } catch (error) {
      form.showFailure(error, { describe: () => 'The note could not be saved. Please try again.' });
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
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
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {note ? 'Save note' : 'Add note'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
