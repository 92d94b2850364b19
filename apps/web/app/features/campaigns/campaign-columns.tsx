import type { Campaign } from '@meridian/contracts/campaigns';
import { Text } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
import { openRowColumn } from '../../components/admin/open-row-column';
import { Stamp, stampText } from '../../components/admin/stamp';
import { StatusWithWhen } from '../../components/admin/status-badge';
import { audienceSummary } from './audience-summary';
import { CampaignProgress } from './campaign-progress';
import { CAMPAIGN_STATUS } from './campaign-status';
import { LifecycleButtons } from './lifecycle-buttons';
import type { CampaignLifecycle } from './use-campaign-lifecycle';

interface CampaignColumnsOptions {
  /** Admins see whose campaign it is. */
  showSender: boolean;
  zone: string;
  lifecycle: CampaignLifecycle;
}

/** When a campaign went or goes out ("Finished Nov 22, 2026, 9:00 AM EST"); nothing for a draft. */
function moment(campaign: Campaign, zone: string): string | null {
  if (campaign.finishedAt) return `Finished ${stampText(campaign.finishedAt, zone)}`;
  if (campaign.startedAt) return `Started ${stampText(campaign.startedAt, zone)}`;
  if (campaign.sendAt) return `For ${stampText(campaign.sendAt, zone)}`;
  return null;
}

/** The campaign list: subject (opens it) and audience, status and when it goes, sender, progress, created, actions. */
export function campaignColumns({ showSender, zone, lifecycle }: CampaignColumnsOptions): DataColumn<Campaign>[] {
  return [
    openRowColumn<Campaign>({
      title: 'Subject',
      maxWidth: 300,
      name: (campaign) => campaign.subject,
      detail: audienceSummary,
    }),
    {
      title: 'Status',
      maxWidth: 170,
      cell: (campaign) => {
        const status = CAMPAIGN_STATUS[campaign.status];
        return <StatusWithWhen label={status.label} color={status.color} when={moment(campaign, zone)} />;
      },
    },
    ...(showSender
      ? [
          {
            title: 'Sender',
            maxWidth: 190,
            cell: (campaign: Campaign) => (
              <>
                <Text size="sm">{campaign.ownerName}</Text>
                {campaign.fromAddress ? (
                  <Text size="sm" c="dimmed">
                    {campaign.fromAddress}
                  </Text>
                ) : null}
              </>
            ),
          },
        ]
      : []),
    {
      title: 'Progress',
      cell: (campaign) => <CampaignProgress progress={campaign.progress} label={campaign.subject} />,
    },
    { title: 'Created', cell: (campaign) => <Stamp iso={campaign.createdAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (campaign) => <LifecycleButtons campaign={campaign} lifecycle={lifecycle} />,
    },
  ];
}
