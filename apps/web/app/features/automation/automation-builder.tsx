import { AUTOMATION_LIMITS, type Automation } from '@meridian/contracts/automation';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect } from 'react';
import { DiscardChangesDialog } from '../../components/discard-changes/discard-changes-dialog';
import { useDiscardGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { MailboxMissingAlert } from '../../components/mailbox-missing-alert';
import { StatusBadge } from '../../components/admin/status-badge';
import { useMailboxPrompt } from '../../lib/mailbox-prompt';
import { useSenderMailbox } from '../../lib/use-sender-mailbox';
import { SEQUENCE_STATUS } from './automation-labels';
import { SegmentField } from './segment-field';
import { StepList } from './step-list';
import { TriggerFields } from './trigger-fields';
import { useAutomationBuilder } from './use-automation-builder';

export interface AutomationBuilderProps {
  /** The sequence, or null for a new one. */
  automation: Automation | null;
  lists: readonly { id: number; name: string }[];
  /** The sessions attendance triggers may be narrowed to (loaded for administrators only). */
  sessions: readonly { value: string; label: string }[];
  isAdmin: boolean;
  /** Whose mailbox its emails go out from: the signed-in person's own, or (an admin) another sender's. */
  sender: { userId: number; name: string; own: boolean };
  onSaved: (automation: Automation) => void;
  onRuns: (automation: Automation) => void;
  onClose: () => void;
}

/**
 * Builds a sequence: name, trigger and ordered steps; Save makes a new version (runs keep theirs),
 * Activate / Pause save first. A lazy chunk: the list never loads it.
 */
export default function AutomationBuilder({
  automation,
  lists,
  sessions,
  isAdmin,
  sender,
  onSaved,
  onRuns,
  onClose,
}: AutomationBuilderProps) {
  const mailbox = useSenderMailbox(sender.userId);
  const prompt = useMailboxPrompt();
  const builder = useAutomationBuilder(automation, onSaved);
  const { form } = builder;
  const guard = useDiscardGuard(onClose);
  useEffect(() => guard.setDirty(form.dirty), [guard, form.dirty]);
  const status = automation?.status ?? 'draft';
  const noMailbox = mailbox.status === 'missing' && status !== 'active';

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void builder.save();
      }}
    >
      <Stack gap="lg" maw={820}>
        {automation ? (
          <Group gap="sm">
            <StatusBadge {...SEQUENCE_STATUS[status]} />
            <Text size="sm" c="dimmed">
              Version {automation.version} · {automation.runs.active} in progress ·{' '}
              {automation.runs.completed + automation.runs.exited} finished
            </Text>
          </Group>
        ) : null}
        <TextInput label="Name" withAsterisk maxLength={AUTOMATION_LIMITS.name} {...form.getInputProps('name')} />
        <TriggerFields form={form} lists={lists} sessions={sessions} isAdmin={isAdmin} />
        <SegmentField form={form} ownerId={sender.userId} own={sender.own} />
        <StepList form={form} />
        <FormError message={form.formError} />
        {noMailbox ? (
          <MailboxMissingAlert onConnect={sender.own ? prompt?.connect : null}>
            {sender.own
              ? 'Sequences send from your own mailbox, and you have not connected one. Connect it to activate this sequence; you can save it meanwhile.'
              : `Sequences send from their owner’s own mailbox, and ${sender.name} has not connected one. It can be activated once they connect it from “Sending mailbox” in their panel.`}
          </MailboxMissingAlert>
        ) : null}
        {builder.notice && !form.formError ? (
          <Alert color="green.9" variant="outline" role="status">
            {builder.notice}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={builder.busy === 'save'} disabled={builder.busy !== null}>
            Save
          </Button>
          {status === 'active' ? (
            <Button
              variant="default"
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              loading={builder.busy === 'pause'}
              disabled={builder.busy !== null}
              onClick={() => void builder.pause()}
            >
              Pause
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={builder.busy === 'activate'}
              disabled={builder.busy !== null || noMailbox}
              onClick={() => void builder.activate()}
            >
              Activate
            </Button>
          )}
          {automation ? (
            <Button variant="default" onClick={() => onRuns(automation)}>
              Runs
            </Button>
          ) : null}
          <Button variant="subtle" onClick={guard.requestClose} ml="auto">
            Back to sequences
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Saving an active sequence makes a new version: people already in it finish the version they started.
        </Text>
      </Stack>
      <DiscardChangesDialog {...guard.dialogProps} />
    </form>
  );
}
