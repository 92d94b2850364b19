import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatCount } from '../../lib/format';
import type { CampaignLifecycle } from './use-campaign-lifecycle';

/** "Cancel this campaign?" / "Delete this draft?", saying what happens. */
export function CampaignLifecycleDialog({ lifecycle }: { lifecycle: CampaignLifecycle }) {
  const asking = lifecycle.asking;
  const campaign = asking?.campaign;
  const cancelling = asking?.action === 'cancel';
  return (
    <ConfirmDialog
      opened={asking !== null}
      title={cancelling ? 'Cancel this campaign?' : 'Delete this draft?'}
      confirmLabel={cancelling ? 'Cancel campaign' : 'Delete draft'}
      busy={lifecycle.busy}
      onConfirm={lifecycle.confirm}
      onClose={lifecycle.dismiss}
    >
      {campaign && cancelling ? (
        <Text>
          {campaign.progress.total === 0
            ? `“${campaign.subject}” will not be sent.`
            : `“${campaign.subject}” stops for good: the ${formatCount(campaign.progress.pending)} messages not yet sent will never go out. What was already sent stays counted.`}{' '}
          This cannot be undone.
        </Text>
      ) : null}
      {campaign && !cancelling ? (
        <Text>“{campaign.subject}” and everything written in it will be removed. This cannot be undone.</Text>
      ) : null}
    </ConfirmDialog>
  );
}
