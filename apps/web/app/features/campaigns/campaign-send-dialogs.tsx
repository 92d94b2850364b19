import { Text } from '@mantine/core';
import { EmailSendDialogs } from '../../components/email-editor/email-send-dialogs';
import type { AudienceListOption } from './contact-list-options';
import { recipientWording } from './recipient-wording';
import type { CampaignSend } from './use-campaign-send';

/** "Send this campaign now?" with who it reaches, and the schedule picker. */
export function CampaignSendDialogs({ send, lists }: { send: CampaignSend; lists: readonly AudienceListOption[] }) {
  return (
    <EmailSendDialogs
      send={send}
      confirmTitle="Send this campaign now?"
      confirmBody={(campaign) => (
        <>
          <Text>
            “{campaign.subject}” goes to {recipientWording(campaign.audience, lists)}, from your own mailbox.
          </Text>
          <Text size="sm" c="dimmed">
            Unsubscribed and bounced contacts are skipped, and each address gets one message. You can pause or cancel
            while it sends.
          </Text>
        </>
      )}
      scheduleTitle="Schedule this campaign"
      scheduleNote="The audience is counted when sending starts. You can pause or cancel until then."
    />
  );
}
