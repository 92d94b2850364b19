import { useState } from 'react';
import { errorMessage } from './error-message';

interface EmailSendOptions<Draft extends { id: number }> {
  /** Saves what is typed with the checks a test or a send needs; the saved draft, or null. */
  save: (purpose: 'test' | 'send') => Promise<Draft | null>;
  showRefusal: (error: unknown) => void;
  test: { mutateAsync: (input: { params: { id: number } }) => Promise<{ sentTo: string }>; isPending: boolean };
  send: {
    mutateAsync: (input: { params: { id: number }; body: { sendAt?: string } }) => Promise<Draft>;
    isPending: boolean;
  };
  onSent: (sent: Draft) => void;
}

/**
 * Send test, Send now and Schedule from an email compose form (a campaign's, an issue's): each saves
 * first (with the checks sending needs), then calls; a refusal goes under its field, as the form's
 * message, or under the time.
 */
export function useEmailSend<Draft extends { id: number }>(options: EmailSendOptions<Draft>) {
  const { save, showRefusal } = options;
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Draft | null>(null);
  const [scheduling, setScheduling] = useState<Draft | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  async function sendTest() {
    setTestedTo(null);
    const saved = await save('test');
    if (!saved) return;
    try {
      setTestedTo((await options.test.mutateAsync({ params: { id: saved.id } })).sentTo);
    } catch (error) {
      showRefusal(error);
    }
  }

  async function ask(next: (draft: Draft) => void) {
    const saved = await save('send');
    if (!saved) return;
    setScheduleError(null);
    next(saved);
  }

  /** Sends the draft asked about (saved again when a closing dialog's button is the one pressed). */
  async function send(asked: Draft | null, sendAt?: string) {
    const draft = asked ?? (await save('send'));
    if (!draft) return;
    try {
      const sent = await options.send.mutateAsync({ params: { id: draft.id }, body: sendAt ? { sendAt } : {} });
      setConfirming(null);
      setScheduling(null);
      options.onSent(sent);
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
    testing: options.test.isPending,
    sending: options.send.isPending,
    confirming,
    scheduling: scheduling !== null,
    scheduleError,
    sendTest: () => void sendTest(),
    askToSend: () => void ask(setConfirming),
    askToSchedule: () => void ask(setScheduling),
    sendNow: () => void send(confirming),
    schedule: (sendAt: string) => void send(scheduling, sendAt),
    closeConfirm: () => setConfirming(null),
    closeSchedule: () => setScheduling(null),
  };
}

export type EmailSend<Draft extends { id: number }> = ReturnType<typeof useEmailSend<Draft>>;
