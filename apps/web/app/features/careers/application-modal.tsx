import {
  APPLICATION_STATUS_LABELS,
  applicationReviewSchema,
  applicationStatusSchema,
  getResumeLink,
  listApplications,
  listOpenings,
  reviewApplication,
  type Application,
} from '@meridian/contracts/careers';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { FormError } from '../../components/form-error';
import { browserTimeZone, formatSessionStart } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { DetailField } from '../../components/detail-field';
import { formatFileSize } from './careers-labels';

const STATUS_OPTIONS = applicationStatusSchema.options.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

/** One application: who applied, their links and note, the résumé, and the review (status and notes). */
export default function ApplicationModal({ target, onClose }: { target: Application | null; onClose: () => void }) {
  return (
    <GuardedFormModal
      opened={target !== null}
      onClose={onClose}
      title={target ? `${target.name}, ${target.openingTitle}` : ''}
      size="lg"
    >
      {(guard) =>
        target ? (
          <ApplicationReview
            key={target.id}
            application={target}
            onDirtyChange={guard.setDirty}
            onCancel={guard.requestClose}
            onSaved={onClose}
          />
        ) : null
      }
    </GuardedFormModal>
  );
}

interface ReviewProps {
  application: Application;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function ApplicationReview({ application, onDirtyChange, onCancel, onSaved }: ReviewProps) {
  const form = useContractForm(applicationReviewSchema, {
    initialValues: { status: application.status, notes: application.notes },
  });
  const save = useEndpointMutation(reviewApplication, { invalidates: [listApplications, listOpenings] });
  const resume = useEndpointMutation(getResumeLink);

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function download() {
    try {
      const link = await resume.mutateAsync({ params: { id: application.id } });
      window.location.assign(link.url);
    } catch (error) {
      notify.error({
        title: 'Résumé',
        message: errorMessage(error, 'The résumé could not be opened. Please try again.'),
      });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      const saved = await save.mutateAsync({ params: { id: application.id }, body: data });
      notify.success({ message: `Saved: ${saved.name} is now "${APPLICATION_STATUS_LABELS[saved.status]}".` });
      onDirtyChange(false);
      onSaved();
    } catch (error) {
      form.showFailure(error, { describe: () => 'The review could not be saved. Please try again.' });
    }
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailField label="Email">
          <Anchor href={`mailto:${application.email}`}>{application.email}</Anchor>
        </DetailField>
        <DetailField label="Phone">{application.phone || 'Not given'}</DetailField>
        <DetailField label="Applied">{formatSessionStart(application.createdAt, browserTimeZone())}</DetailField>
        <DetailField label="Links">
          {application.links.length === 0
            ? 'None'
            : application.links.map((link) => (
                <div key={link}>
                  <Anchor href={link} target="_blank" rel="noopener noreferrer nofollow">
                    {link}
                  </Anchor>
                </div>
              ))}
        </DetailField>
      </SimpleGrid>
      <DetailField label="Note from the applicant">
        {application.coverNote ? (
          <Paper withBorder p="sm" radius="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {application.coverNote}
          </Paper>
        ) : (
          'No note.'
        )}
      </DetailField>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={resume.isPending}
          onClick={() => void download()}
        >
          Download résumé
        </Button>
        <Text size="sm" c="dimmed">
          {application.resumeName} · {formatFileSize(application.resumeBytes)}
        </Text>
      </Group>
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <FormError message={form.formError} />
          <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
          <Textarea
            label="Notes"
            description="Only admins see these."
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save review
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
