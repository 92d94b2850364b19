import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { ScheduleDialog } from '../../components/email-editor/schedule-dialog';
import type { AudienceListOption } from './contact-list-options';
import { recipientWording } from './recipient-wording';
import type { CampaignSend } from './use-campaign-send';

/** "Send this campaign now?" with who it reaches, and the schedule picker. */
export function CampaignSendDialogs({ send, lists }: { send: CampaignSend; lists: readonly AudienceListOption[] }) {
  const campaign = send.confirming;
  return (
    <>
      <ConfirmDialog
        opened={campaign !== null}
        title="Send this campaign now?"
        confirmLabel="Send now"
        busy={send.sending}
        onConfirm={send.sendNow}
        onClose={send.closeConfirm}
      >
        {campaign ? (
          <>
            <Text>
              “{campaign.subject}” goes to {recipientWording(campaign.audience, lists)}, from your own mailbox.
            </Text>
            <Text size="sm" c="dimmed">
              Unsubscribed and bounced contacts are skipped, and each address gets one message. You can pause or cancel
              while it sends.
            </Text>
          </>
        ) : null}
      </ConfirmDialog>
      <ScheduleDialog
        opened={send.scheduling}
        busy={send.sending}
        error={send.scheduleError}
        onSchedule={send.schedule}
        onClose={send.closeSchedule}
        title="Schedule this campaign"
        note="The audience is counted when sending starts. You can pause or cancel until then."
      />
    </>
  );
}
