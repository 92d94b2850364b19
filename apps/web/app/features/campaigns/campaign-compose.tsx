import { CAMPAIGN_LIMITS, type Campaign } from '@meridian/contracts/campaigns';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarTime, IconSend, IconTestPipe } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { EmailPreview } from '../../components/email-editor/email-preview';
import { DiscardChangesDialog } from '../../components/discard-changes/discard-changes-dialog';
import { useDiscardGuard } from '../../components/discard-changes/use-discard-guard';
import { AudiencePicker } from './audience-picker';
import { CampaignSendDialogs } from './campaign-send-dialogs';
import type { AudienceListOption } from './contact-list-options';
import { useCampaignCompose } from './use-campaign-compose';
import type { CampaignLifecycle } from './use-campaign-lifecycle';
import { useCampaignSend } from './use-campaign-send';
import { FormError } from '../../components/form-error';

const EmailEditor = lazy(() => import('../../components/email-editor/email-editor'));

interface CampaignComposeProps {
  /** The draft, or null for a new one. */
  campaign: Campaign | null;
  lists: readonly AudienceListOption[];
  listsError: string | null;
  /** The address mail goes out from, for the preview. */
  from: string;
  lifecycle: CampaignLifecycle;
  onSaved: (campaign: Campaign) => void;
  onSent: (campaign: Campaign) => void;
  onClose: () => void;
}

/** Writes a draft: subject, preheader, audience and body beside its preview, then test, schedule or send. */
export function CampaignCompose(props: CampaignComposeProps) {
  const { campaign, lists, listsError, from, lifecycle, onClose } = props;
  const compose = useCampaignCompose(campaign, props.onSaved);
  const send = useCampaignSend(compose, props.onSent);
  const { form } = compose;
  const guard = useDiscardGuard(onClose);
  const values = form.getValues();
  const busy = compose.saving || send.testing || send.sending;

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
              description="The line inboxes show after the subject."
              maxLength={CAMPAIGN_LIMITS.preheader}
              {...form.getInputProps('preheader')}
            />
            <AudiencePicker
              lists={lists}
              listsError={listsError}
              listIds={values.listIds}
              tags={values.tags}
              onListIds={(ids) => form.setFieldValue('listIds', ids)}
              onTags={(tags) => {
                // The audience's message sits under Lists but is about both fields.
                form.setFieldValue('tags', tags);
                form.clearFieldError('listIds');
              }}
              error={form.errors.listIds ? String(form.errors.listIds) : null}
            />
            <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
              <EmailEditor
                value={values.html}
                onChange={(html) => form.setFieldValue('html', html)}
                error={form.errors.html ? String(form.errors.html) : null}
              />
            </Suspense>
          </Stack>
          <EmailPreview subject={values.subject} preheader={values.preheader} html={values.html} from={from} />
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
          {campaign ? (
            <Button
              variant="outline"
              color="red.9"
              disabled={busy}
              onClick={() => lifecycle.request('delete', campaign)}
            >
              Delete draft
            </Button>
          ) : null}
          <Button variant="subtle" onClick={guard.requestClose} ml="auto">
            Back to campaigns
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          Sending saves the draft first. Mail goes out from {from}.
        </Text>
      </form>
      <CampaignSendDialogs send={send} lists={lists} />
      <DiscardChangesDialog {...guard.dialogProps} />
    </Stack>
  );
}
