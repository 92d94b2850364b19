import {
  createOpening,
  JOB_TYPE_LABELS,
  jobTypeSchema,
  listOpenings,
  openingFormSchema,
  updateOpening,
  type Opening,
} from '@meridian/contracts/careers';
import { Button, Group, Input, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const TYPE_OPTIONS = jobTypeSchema.options.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

/** "New opening" and "Edit opening": what /careers shows, and whether it takes applications. */
export default function OpeningFormModal({ target, onClose }: { target: Opening | 'new' | null; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <GuardedFormModal
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit opening' : 'New opening'}
      size="lg"
    >
      {(guard) => (
        <OpeningForm
          key={editing ? `edit-${editing.id}` : 'new'}
          opening={editing}
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={onClose}
        />
      )}
    </GuardedFormModal>
  );
}

interface OpeningFormProps {
  opening: Opening | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function OpeningForm({ opening, onDirtyChange, onCancel, onSaved }: OpeningFormProps) {
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

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      const saved = opening
        ? await update.mutateAsync({ params: { id: opening.id }, body: data })
        : await create.mutateAsync({ body: data });
      notify.success({
        message:
          saved.status === 'open'
            ? `${saved.title} is saved and listed on the Careers page.`
            : `${saved.title} is saved. It is closed, so the Careers page does not list it.`,
      });
      onDirtyChange(false);
      onSaved();
    } catch (error) {
      form.showFailure(error, { describe: () => 'The opening could not be saved. Please try again.' });
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {opening ? 'Save changes' : 'Create opening'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
