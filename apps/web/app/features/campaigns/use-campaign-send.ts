import type { Campaign } from '@meridian/contracts/campaigns';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import type { CampaignCompose } from './use-campaign-compose';

/**
 * Send test, Send now and Schedule from the compose form: each saves first (with the checks sending
 * needs), then calls; a refusal goes under its field, as the form's message, or under the time.
 */
export function useCampaignSend(compose: CampaignCompose, onSent: (campaign: Campaign) => void) {
  const { calls, save, showRefusal } = compose;
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Campaign | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  async function sendTest() {
    setTestedTo(null);
    const saved = await save('test');
    if (!saved) return;
    try {
      const answer = await calls.test.mutateAsync({ params: { id: saved.id } });
      setTestedTo(answer.sentTo);
    } catch (error) {
      showRefusal(error);
    }
  }

  async function askToSend() {
    const saved = await save('send');
    if (saved) setConfirming(saved);
  }

  async function askToSchedule() {
    const saved = await save('send');
    if (!saved) return;
    setScheduleError(null);
    setScheduling(true);
  }

  async function send(sendAt?: string) {
    const campaign = confirming ?? (await save('send'));
    if (!campaign) return;
    try {
      const sent = await calls.send.mutateAsync({ params: { id: campaign.id }, body: sendAt ? { sendAt } : {} });
      setConfirming(null);
      setScheduling(false);
      onSent(sent);
    } catch (error) {
      setConfirming(null);
      const refusedTime = sendAt ? errorMessage(error, '') : '';
      const timeField = (error as { errors?: { path: string }[] }).errors?.some((e) => e.path === 'sendAt');
      if (sendAt && timeField) return setScheduleError(refusedTime);
      setScheduling(false);
      showRefusal(error);
    }
  }

  return {
    testedTo,
    testing: calls.test.isPending,
    sending: calls.send.isPending,
    confirming,
    scheduling,
    scheduleError,
    sendTest: () => void sendTest(),
    askToSend: () => void askToSend(),
    askToSchedule: () => void askToSchedule(),
    sendNow: () => void send(),
    schedule: (sendAt: string) => void send(sendAt),
    closeConfirm: () => setConfirming(null),
    closeSchedule: () => setScheduling(false),
  };
}

export type CampaignSend = ReturnType<typeof useCampaignSend>;
