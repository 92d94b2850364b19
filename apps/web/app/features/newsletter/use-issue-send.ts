import type { Issue } from '@meridian/contracts/newsletter-issues';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import type { IssueCompose } from './use-issue-compose';

/**
 * Send test, Send now and Schedule for an issue: each saves first (with what sending needs), then
 * calls; a refusal goes under its field, as the form's message, or under the time.
 */
export function useIssueSend(compose: IssueCompose, onSent: (issue: Issue) => void) {
  const { calls, save, showRefusal } = compose;
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Issue | null>(null);
  const [scheduling, setScheduling] = useState<Issue | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  async function sendTest() {
    setTestedTo(null);
    const saved = await save('send');
    if (!saved) return;
    try {
      setTestedTo((await calls.test.mutateAsync({ params: { id: saved.id } })).sentTo);
    } catch (error) {
      showRefusal(error);
    }
  }

  async function ask(next: (issue: Issue) => void) {
    const saved = await save('send');
    if (!saved) return;
    setScheduleError(null);
    next(saved);
  }

  async function send(issue: Issue, sendAt?: string) {
    try {
      const sent = await calls.send.mutateAsync({ params: { id: issue.id }, body: sendAt ? { sendAt } : {} });
      setConfirming(null);
      setScheduling(null);
      onSent(sent);
    } catch (error) {
      setConfirming(null);
      const timeField = (error as { errors?: { path: string }[] }).errors?.some((e) => e.path === 'sendAt');
      if (sendAt && timeField) return setScheduleError(errorMessage(error, ''));
      setScheduling(null);
      showRefusal(error);
    }
  }

  return {
    testedTo,
    testing: calls.test.isPending,
    sending: calls.send.isPending,
    confirming,
    scheduling: scheduling !== null,
    scheduleError,
    sendTest: () => void sendTest(),
    askToSend: () => void ask(setConfirming),
    askToSchedule: () => void ask(setScheduling),
    sendNow: () => void (confirming && send(confirming)),
    schedule: (sendAt: string) => void (scheduling && send(scheduling, sendAt)),
    closeConfirm: () => setConfirming(null),
    closeSchedule: () => setScheduling(null),
  };
}

export type IssueSend = ReturnType<typeof useIssueSend>;
