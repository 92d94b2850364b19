import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { ScheduleDialog } from '../../components/email-editor/schedule-dialog';
import type { IssueSend } from './use-issue-send';

/** "Send this issue now?" and the schedule picker. */
export function IssueSendDialogs({ send }: { send: IssueSend }) {
  const issue = send.confirming;
  return (
    <>
      <ConfirmDialog
        opened={issue !== null}
        title="Send this issue now?"
        confirmLabel="Send now"
        busy={send.sending}
        onConfirm={send.sendNow}
        onClose={send.closeConfirm}
      >
        {issue ? (
          <>
            <Text>“{issue.subject}” goes to every confirmed subscriber and joins the public newsletter archive.</Text>
            <Text size="sm" c="dimmed">
              Unsubscribed, bounced and suppressed addresses are skipped. A sent issue cannot be edited.
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
        title="Schedule this issue"
        note="It goes to the subscribers confirmed at that time and joins the public archive then. A scheduled issue cannot be edited."
      />
    </>
  );
}
