import type { Campaign } from '@meridian/contracts/campaigns';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MomentCell } from '../../components/admin/moment-cell';
import { StatusBadge } from '../../components/admin/status-badge';
import { audienceSummary } from './audience-summary';
import { CampaignProgress } from './campaign-progress';
import { CAMPAIGN_STATUS } from './campaign-status';
import { LifecycleButtons } from './lifecycle-buttons';
import type { CampaignLifecycle } from './use-campaign-lifecycle';

interface CampaignRowProps {
  campaign: Campaign;
  listNames: ReadonlyMap<number, string>;
  /** Admins see whose campaign it is. */
  showSender: boolean;
  zone: string;
  lifecycle: CampaignLifecycle;
}

/** When a campaign went or goes out: sent, started, scheduled, else last edited. */
function when(campaign: Campaign): { label: string; iso: string } {
  if (campaign.finishedAt) return { label: 'Finished', iso: campaign.finishedAt };
  if (campaign.startedAt) return { label: 'Started', iso: campaign.startedAt };
  if (campaign.sendAt) return { label: 'Scheduled for', iso: campaign.sendAt };
  return { label: 'Edited', iso: campaign.updatedAt };
}

/** One campaign in the list: status, subject (opens it), sender, audience, progress, when, actions. */
export function CampaignRow({ campaign, listNames, showSender, zone, lifecycle }: CampaignRowProps) {
  const status = CAMPAIGN_STATUS[campaign.status];
  const moment = when(campaign);
  return (
    <Table.Tr>
      <Table.Td>
        <StatusBadge label={status.label} color={status.color} />
      </Table.Td>
      <Table.Td maw={320}>
        <Anchor component={Link} to={`?id=${campaign.id}`} fw={600} style={{ wordBreak: 'break-word' }}>
          {campaign.subject}
        </Anchor>
      </Table.Td>
      {showSender ? (
        <Table.Td>
          <Text size="sm">{campaign.ownerName}</Text>
          {campaign.fromAddress ? (
            <Text size="sm" c="dimmed">
              {campaign.fromAddress}
            </Text>
          ) : null}
        </Table.Td>
      ) : null}
      <Table.Td maw={260}>
        <Text size="sm">{audienceSummary(campaign.audience, listNames)}</Text>
      </Table.Td>
      <Table.Td>
        <CampaignProgress progress={campaign.progress} label={campaign.subject} />
      </Table.Td>
      <MomentCell {...moment} zone={zone} />
      <Table.Td>
        <LifecycleButtons campaign={campaign} lifecycle={lifecycle} />
      </Table.Td>
    </Table.Tr>
  );
}
