import type { Issue } from '@meridian/contracts/newsletter-issues';
import { useEmailSend, type EmailSend } from '../../lib/use-email-send';
import type { IssueCompose } from './use-issue-compose';

/** Send test, Send now and Schedule for an issue (see useEmailSend). */
export function useIssueSend(compose: IssueCompose, onSent: (issue: Issue) => void) {
  const { calls, save, showRefusal } = compose;
  return useEmailSend<Issue>({ save, showRefusal, test: calls.test, send: calls.send, onSent });
}

export type IssueSend = EmailSend<Issue>;
