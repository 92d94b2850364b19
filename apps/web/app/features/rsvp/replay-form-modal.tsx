import {
  getSessionReplay,
  REPLAY_LIMITS,
  replayAddress,
  saveReplaySchema,
  saveSessionReplay,
  type AdminReplay,
  type ReplaySource,
} from '@meridian/contracts/rsvp-replays';
import { Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { browserTimeZone, formatSessionStart } from '../../lib/datetime';
import { formatFileSize } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { ReplayFileField } from './replay-file-field';

interface ReplayFormModalProps {
  opened: boolean;
  sessionId: number;
  /** The replay there is now, if any (its values fill the form; saving replaces it). */
  current: AdminReplay | null;
  onClose: () => void;
}

const SOURCES: { value: ReplaySource; label: string }[] = [
  { value: 'link', label: 'Video address' },
  { value: 'upload', label: 'Upload a file' },
];

/** What the address will be for attendees, once it is one. */
function addressNote(url: string): string | null {
  const address = replayAddress(url);
  if (!address) return null;
  if (address.kind === 'youtube')
    return 'A YouTube video: attendees watch it here, in YouTube’s privacy-enhanced player.';
  if (address.kind === 'vimeo') return 'A Vimeo video: attendees watch it here, in Vimeo’s player without tracking.';
  if (address.kind === 'file') return 'A video file: attendees watch it here, in the browser’s own player.';
  return 'Another site’s page: attendees get a button that opens it in a new tab.';
}

/** "Attach replay" / "Replace replay": a video address or an uploaded recording, and for how many days. */
export default function ReplayFormModal({ opened, sessionId, current, onClose }: ReplayFormModalProps) {
  return (
    <GuardedFormModal opened={opened} onClose={onClose} title={current ? 'Replace replay' : 'Attach replay'} size="lg">
      {(guard) => (
        <ReplayForm
          sessionId={sessionId}
          current={current}
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={onClose}
        />
      )}
    </GuardedFormModal>
  );
}

function ReplayForm({
  sessionId,
  current,
  ...modal
}: { sessionId: number; current: AdminReplay | null } & ModalFormProps) {
  const form = useContractForm(saveReplaySchema, {
    initialValues: {
      source: current?.source ?? ('link' as ReplaySource),
      url: current?.url ?? '',
      key: current?.key ?? '',
      availableDays: String(current?.availableDays ?? REPLAY_LIMITS.daysDefault),
    },
  });
  const [fileName, setFileName] = useState<string | null>(
    current?.key ? `The current file (${formatFileSize(current.sizeBytes ?? 0)})` : null,
  );
  const [uploading, setUploading] = useState(false);
  const [zone] = useState(browserTimeZone);
  const sourceLabel = useId();
  const save = useEndpointMutation(saveSessionReplay, { invalidates: [getSessionReplay] });
  // A replay saved when none is live starts a new window: every paid seat is emailed.
  const emails = !current || current.expired;
  const submit = useModalFormSubmit(
    form,
    modal,
    async (body) => {
      const saved = await save.mutateAsync({ params: { id: sessionId }, body });
      const until = saved.replay ? formatSessionStart(saved.replay.expiresAt, zone) : '';
      return emails
        ? `Replay attached until ${until}. Every paid seat is being emailed their link.`
        : `Replay saved; available until ${until}.`;
    },
    'The replay could not be saved. Please try again.',
  );
  const { values } = form;
  const days = Number(values.availableDays);
  const until =
    Number.isInteger(days) && days >= REPLAY_LIMITS.daysMin && days <= REPLAY_LIMITS.daysMax
      ? formatSessionStart(new Date(Date.now() + days * 86_400_000).toISOString(), zone)
      : null;

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {emails
            ? 'Every paid seat, attended or not, is emailed once: their personal join link now opens the replay.'
            : 'Attendees already have their link: it shows the new replay at once, and nobody is emailed again.'}
        </Text>
        <FormError message={form.formError} />
        <Input.Wrapper label="Replay" labelProps={{ id: sourceLabel }}>
          <SegmentedControl
            aria-labelledby={sourceLabel}
            data={SOURCES}
            fullWidth
            mt={4}
            {...form.getInputProps('source')}
          />
        </Input.Wrapper>
        {values.source === 'link' ? (
          <TextInput
            label="Video address"
            description={addressNote(values.url) ?? 'YouTube, Vimeo or any https:// address'}
            placeholder="https://www.youtube.com/watch?v=…"
            inputMode="url"
            {...form.getInputProps('url')}
          />
        ) : (
          <ReplayFileField
            sessionId={sessionId}
            chosen={fileName}
            onBusy={setUploading}
            onUploaded={(key, name) => {
              form.setFieldValue('key', key);
              setFileName(name);
            }}
            error={typeof form.errors.key === 'string' ? form.errors.key : null}
          />
        )}
        <TextInput
          label="Available for (days)"
          description={
            until
              ? `From ${REPLAY_LIMITS.daysMin} to ${REPLAY_LIMITS.daysMax} days from now: until ${until}`
              : `From ${REPLAY_LIMITS.daysMin} to ${REPLAY_LIMITS.daysMax} days from now`
          }
          inputMode="numeric"
          w={{ base: '100%', sm: 280 }}
          {...form.getInputProps('availableDays')}
        />
        <ModalFormActions
          busy={save.isPending || uploading}
          submitLabel={current ? 'Save replay' : 'Attach replay'}
          onCancel={modal.onCancel}
        />
      </Stack>
    </form>
  );
}
