import type { CampaignStatus } from '@meridian/contracts/campaigns';

/** How each campaign status reads and looks in a badge (white on a dark colour, WCAG AA). */
export const CAMPAIGN_STATUS: Record<CampaignStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray.7' },
  scheduled: { label: 'Scheduled', color: 'blue.9' },
  sending: { label: 'Sending', color: 'violet.9' },
  paused: { label: 'Paused', color: 'dark.5' },
  sent: { label: 'Sent', color: 'teal.9' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
};

export const CAMPAIGN_STATUS_OPTIONS = (Object.keys(CAMPAIGN_STATUS) as CampaignStatus[]).map((status) => ({
  value: status,
  label: CAMPAIGN_STATUS[status].label,
}));

/** Statuses whose numbers still move: the list and the detail poll while one is on screen. */
export const isLive = (status: CampaignStatus) => status === 'sending';

export const canPause = (status: CampaignStatus) => status === 'scheduled' || status === 'sending';
export const canResume = (status: CampaignStatus) => status === 'paused';
export const canCancel = (status: CampaignStatus) =>
  status === 'scheduled' || status === 'sending' || status === 'paused';

/** How often live numbers are fetched again while a campaign is sending. */
export const LIVE_REFRESH_MS = 3000;
