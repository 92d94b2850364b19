import { CAMPAIGN_LIMITS } from '@meridian/contracts/campaigns';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarTime, IconSend, IconTestPipe } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import { DiscardChangesDialog } from '../discard-changes/discard-changes-dialog';
import { useDiscardGuard } from '../discard-changes/use-discard-guard';
import { FormError } from '../form-error';
import { EmailPreview } from './email-preview';

const EmailEditor = lazy(() => import('./email-editor'));

/** What every email draft has: a subject, a preheader and a body. */
export interface EmailDraftValues extends Record<string, unknown> {
  subject: string;
  preheader: string;
  html: string;
}

/** The send actions of a compose form (a campaign's, an issue's). */
export interface EmailSendActions {
  testedTo: string | null;
  testing: boolean;
  sending: boolean;
  sendTest: () => void;
  askToSchedule: () => void;
  askToSend: () => void;
}

interface EmailComposeFormProps<Values extends EmailDraftValues> {
  form: ContractForm<Values, unknown>;
  saving: boolean;
  save: () => Promise<unknown>;
  send: EmailSendActions;
  /** Under the preheader: what inboxes (and anywhere else) show it as. */
  preheaderDescription: string;
  /** Fields between the preheader and the body (a campaign's audience). */
  extraFields?: ReactNode;
  /** The sender's From, for the preview. */
  from: string;
  /** Deletes the saved draft; null for a new one. */
  onDelete: (() => void) | null;
  /** "Back to campaigns", "Back to issues". */
  backLabel: string;
  /** Under the buttons: what sending does and from whom. */
  note: ReactNode;
  /** The confirm and schedule dialogs. */
  dialogs: ReactNode;
  /**
   * Why nothing can be sent yet (the sender has no mailbox), said above the buttons; Send test,
   * Schedule and Send now wait until it is gone. Saving the draft still works.
   */
  sendBlocked?: ReactNode;
  onClose: () => void;
}

/** Writes an email draft: subject, preheader and body beside its preview, then test, schedule or send. */
export function EmailComposeForm<Values extends EmailDraftValues>(props: EmailComposeFormProps<Values>) {
  const { form, send, from, onDelete } = props;
  const guard = useDiscardGuard(props.onClose);
  const values = form.getValues();
  const busy = props.saving || send.testing || send.sending;
  const blocked = Boolean(props.sendBlocked);
  // Every draft's form has these fields; Mantine's paths cannot see that through the type parameter.
  const draftForm = form as unknown as ContractForm<EmailDraftValues, unknown>;

  useEffect(() => guard.setDirty(form.dirty), [guard, form.dirty]);

  return (
    <Stack gap="lg">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void props.save();
        }}
      >
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack gap="md">
            <TextInput
              label="Subject"
              withAsterisk
              maxLength={CAMPAIGN_LIMITS.subject}
              {...draftForm.getInputProps('subject')}
            />
            <TextInput
              label="Preheader"
              description={props.preheaderDescription}
              maxLength={CAMPAIGN_LIMITS.preheader}
              {...draftForm.getInputProps('preheader')}
            />
            {props.extraFields}
            <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
              <EmailEditor
                value={values.html}
                onChange={(html) => draftForm.setFieldValue('html', html)}
                error={form.errors.html ? String(form.errors.html) : null}
              />
            </Suspense>
          </Stack>
          <EmailPreview subject={values.subject} preheader={values.preheader} html={values.html} from={from} />
        </SimpleGrid>
        <FormError message={form.formError} mt="lg" title="Not sent" />
        {blocked ? <Stack mt="lg">{props.sendBlocked}</Stack> : null}
        {send.testedTo ? (
          <Alert color="green.9" variant="outline" role="status" mt="lg">
            Test sent to {send.testedTo}
          </Alert>
        ) : null}
        <Group mt="lg" gap="sm">
          <Button type="submit" variant="default" loading={props.saving && !send.testing} disabled={busy}>
            Save draft
          </Button>
          <Button
            variant="default"
            leftSection={<IconTestPipe size={16} aria-hidden />}
            loading={send.testing}
            disabled={busy || blocked}
            onClick={send.sendTest}
          >
            Send test
          </Button>
          <Button
            variant="default"
            leftSection={<IconCalendarTime size={16} aria-hidden />}
            disabled={busy || blocked}
            onClick={send.askToSchedule}
          >
            Schedule
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} disabled={busy || blocked} onClick={send.askToSend}>
            Send now
          </Button>
          {onDelete ? (
            <Button variant="outline" color="red.9" disabled={busy} onClick={onDelete}>
              Delete draft
            </Button>
          ) : null}
          <Button variant="subtle" onClick={guard.requestClose} ml="auto">
            {props.backLabel}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {props.note}
        </Text>
      </form>
      {props.dialogs}
      <DiscardChangesDialog {...guard.dialogProps} />
    </Stack>
  );
}
