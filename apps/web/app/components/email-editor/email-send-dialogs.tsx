import type { ReactNode } from 'react';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { ScheduleDialog } from './schedule-dialog';

interface EmailSendDialogsProps<Draft> {
  send: {
    confirming: Draft | null;
    sending: boolean;
    sendNow: () => void;
    closeConfirm: () => void;
    scheduling: boolean;
    scheduleError: string | null;
    schedule: (sendAt: string) => void;
    closeSchedule: () => void;
  };
  /** "Send this campaign now?", "Send this issue now?". */
  confirmTitle: string;
  /** Who the draft being confirmed reaches, and what is skipped. */
  confirmBody: (draft: Draft) => ReactNode;
  /** "Schedule this campaign", "Schedule this issue". */
  scheduleTitle: string;
  scheduleNote: string;
}

/** "Send … now?" with who it reaches, and the schedule picker, for an email compose form. */
export function EmailSendDialogs<Draft>({ send, ...props }: EmailSendDialogsProps<Draft>) {
  const draft = send.confirming;
  return (
    <>
      <ConfirmDialog
        opened={draft !== null}
        title={props.confirmTitle}
        confirmLabel="Send now"
        busy={send.sending}
        onConfirm={send.sendNow}
        onClose={send.closeConfirm}
      >
        {draft ? props.confirmBody(draft) : null}
      </ConfirmDialog>
      <ScheduleDialog
        opened={send.scheduling}
        busy={send.sending}
        error={send.scheduleError}
        onSchedule={send.schedule}
        onClose={send.closeSchedule}
        title={props.scheduleTitle}
        note={props.scheduleNote}
      />
    </>
  );
}
