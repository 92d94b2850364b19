import type { Issue } from '@meridian/contracts/newsletter-issues';
import type { ReactNode } from 'react';
import { EmailComposeForm } from '../../components/email-editor/email-compose-form';
import { IssueSendDialogs } from './issue-send-dialogs';
import { useIssueCompose } from './use-issue-compose';
import { useIssueSend } from './use-issue-send';

interface IssueComposeProps {
  /** The draft, or null for a new one. */
  issue: Issue | null;
  /** The newsletter sender's From, for the preview; null without a connected mailbox. */
  from: string | null;
  /** Why nothing can be sent yet (the sender has no mailbox), or null. */
  sendBlocked: ReactNode;
  onSaved: (issue: Issue) => void;
  onSent: (issue: Issue) => void;
  onDelete: (issue: Issue) => void;
  onClose: () => void;
}

/** Writes an issue: subject, preheader and body beside its preview, then test, schedule or send. */
export function IssueCompose({ issue, from, sendBlocked, onSaved, onSent, onDelete, onClose }: IssueComposeProps) {
  const compose = useIssueCompose(issue, onSaved);
  const send = useIssueSend(compose, onSent);
  const sender = from ?? 'the newsletter sender';

  return (
    <EmailComposeForm
      form={compose.form}
      saving={compose.saving}
      save={() => compose.save()}
      send={send}
      preheaderDescription="The line inboxes show after the subject, and the summary in the public archive."
      from={sender}
      onDelete={issue ? () => onDelete(issue) : null}
      backLabel="Back to issues"
      note={`Sending saves the draft first. A test goes to your own address; the issue goes to every confirmed subscriber from ${sender}.`}
      dialogs={<IssueSendDialogs send={send} />}
      sendBlocked={sendBlocked}
      onClose={onClose}
    />
  );
}
