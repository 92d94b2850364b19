import {
  getAdminLegal,
  legalInputSchema,
  listAdminLegal,
  listContentVersions,
  updateLegal,
  type AdminLegalDocument,
} from '@meridian/contracts/content-admin';
import { Button, Group, Loader, Stack, TextInput, Textarea } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const ContentEditor = lazy(() => import('./content-editor'));

/** Edits one legal document; every save is a new version. Remount it (key) to load a restored text. */
export function LegalForm({ doc }: { doc: AdminLegalDocument }) {
  const form = useContractForm(legalInputSchema, {
    initialValues: { title: doc.title, summary: doc.summary, body: doc.body },
  });
  const save = useEndpointMutation(updateLegal, { invalidates: [getAdminLegal, listAdminLegal, listContentVersions] });
  const values = form.getValues();
  usePageFormGuard(form.dirty);

  const submit = formSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync({ params: { slug: doc.slug }, body });
      form.resetDirty(form.getValues());
      return `Saved ${saved.title} as version ${saved.version}.`;
    },
    'The document could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
        <Textarea
          label="Summary"
          description="One sentence under the title and in search results (at most 160 characters)."
          required
          autosize
          minRows={2}
          maxLength={160}
          {...form.getInputProps('summary')}
        />
        <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
          <ContentEditor
            label="Text"
            value={values.body}
            onChange={(body) => form.setFieldValue('body', body)}
            error={form.errors.body ? String(form.errors.body) : null}
            minHeight={420}
          />
        </Suspense>
        <FormError message={form.formError} title="Not saved" />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save as version {doc.version + 1}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
