import {
  createFaqEntry,
  faqEntryInputSchema,
  listAdminFaq,
  listContentVersions,
  updateFaqEntry,
  type AdminFaqEntry,
} from '@meridian/contracts/content-admin';
import { Autocomplete, Button, Checkbox, Group, Loader, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const ContentEditor = lazy(() => import('./content-editor'));

interface FaqEntryModalProps {
  /** 'new', the entry to edit, or null when closed. */
  target: AdminFaqEntry | 'new' | null;
  categories: readonly string[];
  onClose: () => void;
}

/** "Add question" and "Edit question": category, question, the answer as rich text, hidden or not. */
export default function FaqEntryModal({ target, categories, onClose }: FaqEntryModalProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <GuardedFormModal
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit question' : 'Add question'}
      size="xl"
    >
      {(guard) => (
        <FaqEntryForm
          key={editing ? `edit-${editing.id}-${editing.version}` : 'new'}
          entry={editing}
          categories={categories}
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={onClose}
        />
      )}
    </GuardedFormModal>
  );
}

interface FaqEntryFormProps {
  entry: AdminFaqEntry | null;
  categories: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function FaqEntryForm({ entry, categories, onDirtyChange, onCancel, onSaved }: FaqEntryFormProps) {
  const form = useContractForm(faqEntryInputSchema, {
    initialValues: {
      category: entry?.category ?? '',
      question: entry?.question ?? '',
      answer: entry?.answer ?? { type: 'doc' as const, content: [] },
      hidden: entry?.hidden ?? false,
    },
  });
  const invalidates = [listAdminFaq, listContentVersions];
  const create = useEndpointMutation(createFaqEntry, { invalidates });
  const update = useEndpointMutation(updateFaqEntry, { invalidates });
  const busy = create.isPending || update.isPending;
  const values = form.getValues();

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      const saved = entry
        ? await update.mutateAsync({ params: { id: entry.id }, body: data })
        : await create.mutateAsync({ body: data });
      notify.success({ message: `Saved "${saved.question}" as version ${saved.version}.` });
      onDirtyChange(false);
      onSaved();
    } catch (error) {
      form.showFailure(error, { describe: () => 'The question could not be saved. Please try again.' });
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <Autocomplete
          label="Category"
          required
          data={[...categories]}
          maxLength={80}
          {...form.getInputProps('category')}
        />
        <TextInput label="Question" required maxLength={300} {...form.getInputProps('question')} />
        <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
          <ContentEditor
            label="Answer"
            value={values.answer}
            onChange={(answer) => form.setFieldValue('answer', answer)}
            error={form.errors.answer ? String(form.errors.answer) : null}
            minHeight={180}
          />
        </Suspense>
        <Checkbox label="Hidden from the public FAQ page" {...form.getInputProps('hidden', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {entry ? 'Save question' : 'Add question'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
