import {
  createFaqEntry,
  faqEntryInputSchema,
  listAdminFaq,
  listContentVersions,
  updateFaqEntry,
  type AdminFaqEntry,
} from '@meridian/contracts/content-admin';
import { Autocomplete, Checkbox, Loader, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { EditorModal } from '../../components/discard-changes/editor-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
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
  return (
    <EditorModal
      target={target}
      titles={{ create: 'Add question', edit: 'Edit question' }}
      keyOf={(entry) => `${entry.id}-${entry.version}`}
      size="xl"
      onClose={onClose}
    >
      {(entry, modal) => <FaqEntryForm entry={entry} categories={categories} {...modal} />}
    </EditorModal>
  );
}

interface FaqEntryFormProps extends ModalFormProps {
  entry: AdminFaqEntry | null;
  categories: readonly string[];
}

function FaqEntryForm({ entry, categories, ...modal }: FaqEntryFormProps) {
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
  const values = form.getValues();
  const submit = useModalFormSubmit(
    form,
    modal,
    async (data) => {
      const saved = entry
        ? await update.mutateAsync({ params: { id: entry.id }, body: data })
        : await create.mutateAsync({ body: data });
      return `Saved "${saved.question}" as version ${saved.version}.`;
    },
    'The question could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
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
        <ModalFormActions
          mt="xs"
          busy={create.isPending || update.isPending}
          submitLabel={entry ? 'Save question' : 'Add question'}
          onCancel={modal.onCancel}
        />
      </Stack>
    </form>
  );
}
