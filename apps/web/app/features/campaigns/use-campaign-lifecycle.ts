import type { Campaign } from '@meridian/contracts/campaigns';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { useCampaignMutations } from './use-campaign-mutations';

export type LifecycleAction = 'pause' | 'resume' | 'cancel' | 'delete';

/** Cancel and delete cannot be undone, so they ask first; pause and resume act at once. */
const ASKS: ReadonlySet<LifecycleAction> = new Set(['cancel', 'delete']);

const DONE: Record<LifecycleAction, (subject: string) => string> = {
  pause: (subject) => `“${subject}” is paused. Nothing more is sent until you resume it.`,
  resume: (subject) => `“${subject}” is sending again.`,
  cancel: (subject) => `“${subject}” is cancelled. Nothing more will be sent.`,
  delete: (subject) => `The draft “${subject}” is deleted.`,
};

const FAILURE = { title: 'Campaign', fallback: 'The campaign could not be changed. Please try again.' };

/**
 * Pause, resume, cancel and delete from the list or a campaign's page: busy while the call runs,
 * the server's refusal as a notification, a confirmation for what cannot be undone.
 */
export function useCampaignLifecycle(onDone?: (action: LifecycleAction, campaign: Campaign) => void) {
  const calls = useCampaignMutations();
  const [asking, setAsking] = useState<{ action: LifecycleAction; campaign: Campaign } | null>(null);
  const [working, setWorking] = useState<{ action: LifecycleAction; id: number } | null>(null);

  const mutations = { pause: calls.pause, resume: calls.resume, cancel: calls.cancel, delete: calls.remove };

  async function perform(action: LifecycleAction, campaign: Campaign) {
    setWorking({ action, id: campaign.id });
    const result = await mutations[action].run({ params: { id: campaign.id } }, FAILURE);
    setWorking(null);
    setAsking(null);
    if (result === null) return;
    notify.success({ title: 'Campaign', message: DONE[action](campaign.subject) });
    onDone?.(action, campaign);
  }

  return {
    asking,
    busy: Object.values(mutations).some((mutation) => mutation.isPending),
    /** The campaign and action under way, to mark its button busy. */
    working,
    request: (action: LifecycleAction, campaign: Campaign) =>
      ASKS.has(action) ? setAsking({ action, campaign }) : void perform(action, campaign),
    confirm: () => (asking ? void perform(asking.action, asking.campaign) : undefined),
    dismiss: () => setAsking(null),
  };
}

export type CampaignLifecycle = ReturnType<typeof useCampaignLifecycle>;
