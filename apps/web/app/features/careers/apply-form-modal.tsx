import { CAREERS_MESSAGES } from '@meridian/contracts/careers';
import type { PublicOpening } from '@meridian/contracts/careers-public';
import {
  applicationDetailsSchema,
  applyForJob,
  RESUME_ACCEPT,
  RESUME_UPLOAD,
  requestResumeUpload,
  resumeContentType,
} from '@meridian/contracts/careers-apply';
import { uploadProblem } from '@meridian/contracts/uploads';
import { Button, FileInput, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { FormError } from '../../components/form-error';
import { UploadProgress } from '../../components/upload-progress';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { UploadFailed, useUpload } from '../../lib/upload';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { HoneypotField, useFormGuard } from '../../components/form-guard-field';

/** The API's résumé fields, shown under the file input. */
const RESUME_FIELDS = { contentType: 'resume', sizeBytes: 'resume', resumeKey: 'resume', resumeName: 'resume' };

/** Links typed one per line (or separated by spaces), blanks dropped. */
const splitLinks = (text: string) => text.split(/\s+/).filter((link) => link !== '');

/** "Apply for <opening>": the applicant's details, links, a note and the résumé (PDF, DOC or DOCX, 10 MB). */
export default function ApplyFormModal({ opening, onClose }: { opening: PublicOpening | null; onClose: () => void }) {
  return (
    <GuardedFormModal
      opened={opening !== null}
      onClose={onClose}
      title={opening ? `Apply: ${opening.title}` : ''}
      size="lg"
    >
      {(guard) =>
        opening ? (
          <ApplyForm opening={opening} onDirtyChange={guard.setDirty} onCancel={guard.requestClose} onDone={onClose} />
        ) : null
      }
    </GuardedFormModal>
  );
}

interface ApplyFormProps {
  opening: PublicOpening;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}

/** What is wrong with the chosen résumé before anything is sent (its type from the name when the browser gives none). */
function resumeProblem(file: File | null): string | null {
  if (!file) return CAREERS_MESSAGES.resumeMissing;
  return uploadProblem(RESUME_UPLOAD, { type: resumeContentType(file.name, file.type) ?? '', size: file.size });
}

function ApplyForm({ opening, onDirtyChange, onCancel, onDone }: ApplyFormProps) {
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  const guard = useFormGuard();
  const { upload, progress } = useUpload();
  const send = useEndpointMutation(applyForJob);
  const form = useContractForm(applicationDetailsSchema, {
    initialValues: { name: '', email: '', phone: '', links: '', coverNote: '', resume: null as File | null },
    toInput: ({ resume: _resume, ...values }) => ({ ...values, links: splitLinks(values.links) }),
    fields: {
      name: 'name',
      email: 'email',
      phone: 'phone',
      links: 'links',
      coverNote: 'coverNote',
      resume: 'resume',
      ...RESUME_FIELDS,
    },
    extraRules: (values) => ({ resume: resumeProblem(values.resume) ?? undefined }),
  });

  useEffect(() => onDirtyChange(form.dirty && done === null), [form.dirty, done, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const details = form.check();
    const file = form.getValues().resume;
    if (!details || !file) return;
    const contentType = resumeContentType(file.name, file.type);
    if (!contentType) return;
    setPending(true);
    try {
      // The résumé goes straight to private storage (lib/upload.ts) once per chosen file.
      if (uploaded.current?.file !== file) {
        const key = await upload({
          endpoint: requestResumeUpload,
          body: { openingId: opening.id, contentType, sizeBytes: file.size },
          file,
          failed: CAREERS_MESSAGES.uploadFailed,
        });
        uploaded.current = { file, key };
      }
      const answer = await send.mutateAsync({
        body: {
          ...details,
          openingId: opening.id,
          resumeKey: uploaded.current.key,
          resumeName: file.name,
          ...guard.fields(form.formRef.current),
        },
      });
      onDirtyChange(false);
      setDone(answer.message);
    } catch (error) {
      if (error instanceof UploadFailed) {
        form.showErrors({ resume: error.message });
        return;
      }
      const placed = form.showFailure(error, { describe: () => CAREERS_MESSAGES.uploadFailed });
      guard.renewAfter(placed.form);
      // A refused résumé is gone from storage: the next try uploads again.
      if (placed.fields.resume) uploaded.current = null;
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Stack gap="md" role="status">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden />
          <Text fw={700}>Application sent</Text>
        </Group>
        <Text>{done}</Text>
        <Group justify="flex-end">
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} style={{ position: 'relative' }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {opening.department} · {opening.location}
        </Text>
        <FormError message={form.formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <Textarea
          label="Links (optional)"
          description="LinkedIn, portfolio, GitHub or published work: one per line, starting with https://"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('links')}
        />
        <Textarea
          label="A note about you (optional)"
          description="Why this role interests you, and what you have built, taught or fixed."
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('coverNote')}
        />
        <FileInput
          label="Résumé"
          required
          accept={RESUME_ACCEPT}
          placeholder="Choose a PDF, DOC or DOCX file"
          description="Up to 10 MB. Only our hiring team can open it."
          leftSection={<IconPaperclip size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the attached résumé' }}
          {...form.getInputProps('resume')}
        />
        <UploadProgress value={progress} label="Résumé upload" />
        <HoneypotField />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Send application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
