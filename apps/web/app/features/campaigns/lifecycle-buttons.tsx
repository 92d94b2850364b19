import type { Campaign } from '@meridian/contracts/campaigns';
import { Button, Group } from '@mantine/core';
import { canCancel, canPause, canResume } from './campaign-status';
import type { CampaignLifecycle } from './use-campaign-lifecycle';

/** Pause, Resume and Cancel where the status allows them, each named after the campaign for screen readers. */
export function LifecycleButtons({ campaign, lifecycle }: { campaign: Campaign; lifecycle: CampaignLifecycle }) {
  const busy = lifecycle.working?.id === campaign.id ? lifecycle.working.action : null;
  const button = (action: 'pause' | 'resume' | 'cancel', label: string) => (
    <Button
      key={action}
      size="compact-sm"
      variant={action === 'cancel' ? 'outline' : 'default'}
      color={action === 'cancel' ? 'red.9' : undefined}
      loading={busy === action}
      disabled={busy !== null && busy !== action}
      aria-label={`${label} “${campaign.subject}”`}
      onClick={() => lifecycle.request(action, campaign)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {canPause(campaign.status) ? button('pause', 'Pause') : null}
      {canResume(campaign.status) ? button('resume', 'Resume') : null}
      {canCancel(campaign.status) ? button('cancel', 'Cancel') : null}
    </Group>
  );
}
