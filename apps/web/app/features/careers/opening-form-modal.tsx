import {
  createOpening,
  listOpenings,
  openingFormSchema,
  updateOpening,
  type Opening,
} from '@meridian/contracts/careers';
import { JOB_TYPE_LABELS, jobTypeSchema } from '@meridian/contracts/careers-public';
import { Input, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { EditorModal } from '../../components/discard-changes/editor-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const TYPE_OPTIONS = jobTypeSchema.options.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

/** "New opening" and "Edit opening": what /careers shows, and whether it takes applications. */
export default function OpeningFormModal({ target, onClose }: { target: Opening | 'new' | null; onClose: () => void }) {
  return (
    <EditorModal
      target={target}
      titles={{ create: 'New opening', edit: 'Edit opening' }}
      keyOf={(opening) => String(opening.id)}
      size="lg"
      onClose={onClose}
    >
      {(opening, modal) => <OpeningForm opening={opening} {...modal} />}
    </EditorModal>
  );
}

function OpeningForm({ opening, ...modal }: { opening: Opening | null } & ModalFormProps) {
  const form = useContractForm(openingFormSchema, {
    initialValues: {
      title: opening?.title ?? '',
      department: opening?.department ?? '',
      location: opening?.location ?? '',
      type: opening?.type ?? 'full-time',
      description: opening?.description ?? '',
      status: opening?.status ?? 'open',
    },
  });
  const create = useEndpointMutation(createOpening, { invalidates: [listOpenings] });
  const update = useEndpointMutation(updateOpening, { invalidates: [listOpenings] });
  const submit = useModalFormSubmit(
    form,
    modal,
    async (data) => {
      const saved = opening
        ? await update.mutateAsync({ params: { id: opening.id }, body: data })
        : await create.mutateAsync({ body: data });
      return saved.status === 'open'
        ? `${saved.title} is saved and listed on the Careers page.`
        : `${saved.title} is saved. It is closed, so the Careers page does not list it.`;
    },
    'The opening could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <TextInput label="Title" required placeholder="Trading Instructor" {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Department" required placeholder="Education" {...form.getInputProps('department')} />
          <TextInput
            label="Location"
            required
            placeholder="Remote (US time zones)"
            {...form.getInputProps('location')}
          />
        </SimpleGrid>
        <Select label="Type" data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('type')} />
        <Textarea
          label="Description"
          required
          description="What the role does, what it needs and what it offers. Blank lines start new paragraphs."
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('description')}
        />
        <div>
          <Input.Label labelElement="div" id="opening-status-label" mb={4}>
            Status
          </Input.Label>
          <SegmentedControl
            aria-labelledby="opening-status-label"
            data={[
              { value: 'open', label: 'Open: listed on /careers' },
              { value: 'closed', label: 'Closed' },
            ]}
            {...form.getInputProps('status')}
          />
        </div>
        <ModalFormActions
          mt="sm"
          busy={create.isPending || update.isPending}
          submitLabel={opening ? 'Save changes' : 'Create opening'}
          onCancel={modal.onCancel}
        />
      </Stack>
    </form>
  );
}
