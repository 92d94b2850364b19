import { CAMPAIGN_LIMITS } from '@meridian/contracts/campaigns';
import type { Issue } from '@meridian/contracts/newsletter-issues';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarTime, IconSend, IconTestPipe } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { EmailPreview } from '../../components/email-editor/email-preview';
import { DiscardChangesDialog } from '../../components/discard-changes/discard-changes-dialog';
import { useDiscardGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { IssueSendDialogs } from './issue-send-dialogs';
import { useIssueCompose } from './use-issue-compose';
import { useIssueSend } from './use-issue-send';

const EmailEditor = lazy(() => import('../../components/email-editor/email-editor'));

interface IssueComposeProps {
  /** The draft, or null for a new one. */
  issue: Issue | null;
  /** The newsletter sender's From, for the preview; null without a connected mailbox. */
  from: string | null;
  onSaved: (issue: Issue) => void;
  onSent: (issue: Issue) => void;
  onDelete: (issue: Issue) => void;
  onClose: () => void;
}

/** Writes an issue: subject, preheader and body beside its preview, then test, schedule or send. */
export function IssueCompose({ issue, from, onSaved, onSent, onDelete, onClose }: IssueComposeProps) {
  const compose = useIssueCompose(issue, onSaved);
  const send = useIssueSend(compose, onSent);
  const { form } = compose;
  const guard = useDiscardGuard(onClose);
  const values = form.getValues();
  const busy = compose.saving || send.testing || send.sending;
  const sender = from ?? 'the newsletter sender';

  useEffect(() => guard.setDirty(form.dirty), [guard, form.dirty]);

  return (
    <Stack gap="lg">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void compose.save();
        }}
      >
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack gap="md">
            <TextInput
              label="Subject"
              withAsterisk
              maxLength={CAMPAIGN_LIMITS.subject}
              {...form.getInputProps('subject')}
            />
            <TextInput
              label="Preheader"
              description="The line inboxes show after the subject, and the summary in the public archive."
              maxLength={CAMPAIGN_LIMITS.preheader}
              {...form.getInputProps('preheader')}
            />
            <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
              <EmailEditor
                value={values.html}
                onChange={(html) => form.setFieldValue('html', html)}
                error={form.errors.html ? String(form.errors.html) : null}
              />
            </Suspense>
          </Stack>
          <EmailPreview subject={values.subject} preheader={values.preheader} html={values.html} from={sender} />
        </SimpleGrid>
        <FormError message={form.formError} mt="lg" title="Not sent" />
        {send.testedTo ? (
          <Alert color="green.9" variant="outline" role="status" mt="lg">
            Test sent to {send.testedTo}
          </Alert>
        ) : null}
        <Group mt="lg" gap="sm">
          <Button type="submit" variant="default" loading={compose.saving && !send.testing} disabled={busy}>
            Save draft
          </Button>
          <Button
            variant="default"
            leftSection={<IconTestPipe size={16} aria-hidden />}
            loading={send.testing}
            disabled={busy}
            onClick={send.sendTest}
          >
            Send test
          </Button>
          <Button
            variant="default"
            leftSection={<IconCalendarTime size={16} aria-hidden />}
            disabled={busy}
            onClick={send.askToSchedule}
          >
            Schedule
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} disabled={busy} onClick={send.askToSend}>
            Send now
          </Button>
          {issue ? (
            <Button variant="outline" color="red.9" disabled={busy} onClick={() => onDelete(issue)}>
              Delete draft
            </Button>
          ) : null}
          <Button variant="subtle" onClick={guard.requestClose} ml="auto">
            Back to issues
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          Sending saves the draft first. A test goes to your own address; the issue goes to every confirmed subscriber
          from {sender}.
        </Text>
      </form>
      <IssueSendDialogs send={send} />
      <DiscardChangesDialog {...guard.dialogProps} />
    </Stack>
  );
}
