import type { Campaign } from '@meridian/contracts/campaigns';
import { EmailComposeForm } from '../../components/email-editor/email-compose-form';
import { MailboxMissingAlert } from '../../components/mailbox-missing-alert';
import { useMailboxPrompt } from '../../lib/mailbox-prompt';
import { useSenderMailbox } from '../../lib/use-sender-mailbox';
import { AbTestFields } from './ab-test-fields';
import { AudiencePicker } from './audience-picker';
import { CampaignSendDialogs } from './campaign-send-dialogs';
import type { AudienceListOption } from './contact-list-options';
import { useCampaignCompose } from './use-campaign-compose';
import type { CampaignLifecycle } from './use-campaign-lifecycle';
import { useCampaignSend } from './use-campaign-send';

interface CampaignComposeProps {
  /** The draft, or null for a new one. */
  campaign: Campaign | null;
  lists: readonly AudienceListOption[];
  listsError: string | null;
  /** The address mail goes out from, for the preview. */
  from: string;
  /** Whose mailbox sends it: the signed-in person's own, or (an admin editing) another sender's. */
  sender: { userId: number; name: string; own: boolean };
  lifecycle: CampaignLifecycle;
  onSaved: (campaign: Campaign) => void;
  onSent: (campaign: Campaign) => void;
  onClose: () => void;
}

/**
 * Writes a draft: subject, preheader, audience and body beside its preview, then test, schedule or
 * send. While the sender has no mailbox it says so before any sending, and offers to connect one.
 */
export function CampaignCompose(props: CampaignComposeProps) {
  const { campaign, lists, listsError, from, lifecycle, sender } = props;
  const mailbox = useSenderMailbox(sender.userId);
  const prompt = useMailboxPrompt();
  const compose = useCampaignCompose(campaign, props.onSaved);
  const send = useCampaignSend(compose, props.onSent);
  const { form } = compose;
  const values = form.getValues();

  return (
    <EmailComposeForm
      form={form}
      saving={compose.saving}
      save={() => compose.save()}
      send={send}
      preheaderDescription="The line inboxes show after the subject."
      extraFields={
        <>
          <AbTestFields form={form} />
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
            sender={sender}
            segmentId={values.segmentId}
            onSegmentId={(id) => {
              form.setFieldValue('segmentId', id);
              form.clearFieldError('listIds');
            }}
            segmentError={form.errors.segmentId ? String(form.errors.segmentId) : null}
          />
        </>
      }
      from={from}
      onDelete={campaign ? () => lifecycle.request('delete', campaign) : null}
      backLabel="Back to campaigns"
      note={`Sending saves the draft first. Mail goes out from ${from}.`}
      dialogs={<CampaignSendDialogs send={send} lists={lists} />}
      sendBlocked={
        mailbox.status === 'missing' ? (
          <MailboxMissingAlert onConnect={sender.own ? prompt?.connect : null}>
            {sender.own
              ? 'Campaigns go out from your own mailbox, and you have not connected one. Connect it to send a test, schedule or send; you can save the draft meanwhile.'
              : `Campaigns go out from their sender’s own mailbox, and ${sender.name} has not connected one. It can be sent once they connect it from “Sending mailbox” in their panel.`}
          </MailboxMissingAlert>
        ) : null
      }
      onClose={props.onClose}
    />
  );
}
