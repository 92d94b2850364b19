import { Text } from '@mantine/core';
import { EmailSendDialogs } from '../../components/email-editor/email-send-dialogs';
import type { IssueSend } from './use-issue-send';

/** "Send this issue now?" and the schedule picker. */
export function IssueSendDialogs({ send }: { send: IssueSend }) {
  return (
    <EmailSendDialogs
      send={send}
      confirmTitle="Send this issue now?"
      confirmBody={(issue) => (
        <>
          <Text>“{issue.subject}” goes to every confirmed subscriber and joins the public newsletter archive.</Text>
          <Text size="sm" c="dimmed">
            Unsubscribed, bounced and suppressed addresses are skipped. A sent issue cannot be edited.
          </Text>
        </>
      )}
      scheduleTitle="Schedule this issue"
      scheduleNote="It goes to the subscribers confirmed at that time and joins the public archive then. A scheduled issue cannot be edited."
    />
  );
}
