import type { Campaign } from '@meridian/contracts/campaigns';
import { getCampaignStats } from '@meridian/contracts/campaigns-stats';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../components/admin/load-error';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatSessionStart } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { AbTestResults } from './ab-test-results';
import { audienceSummary } from './audience-summary';
import { CampaignProgress } from './campaign-progress';
import { CAMPAIGN_STATUS, isLive, LIVE_REFRESH_MS } from './campaign-status';
import { EngagementCards } from './engagement-cards';
import { EngagementOverTime } from './engagement-over-time';
import { LifecycleButtons } from './lifecycle-buttons';
import { LinkClicksTable } from './link-clicks-table';
import type { CampaignLifecycle } from './use-campaign-lifecycle';

interface CampaignDetailProps {
  campaign: Campaign;
  showSender: boolean;
  zone: string;
  lifecycle: CampaignLifecycle;
  onClose: () => void;
}

/** A campaign that is scheduled, sending or done: its progress (live while sending) and its results. */
export function CampaignDetail({ campaign, showSender, zone, lifecycle, onClose }: CampaignDetailProps) {
  const stats = useEndpointQuery(
    getCampaignStats,
    { params: { id: campaign.id } },
    { refetchInterval: (query) => (isLive(query.state.data?.status ?? campaign.status) ? LIVE_REFRESH_MS : false) },
  );
  const status = CAMPAIGN_STATUS[stats.data?.status ?? campaign.status];
  const progress = stats.data?.progress ?? campaign.progress;
  const facts = [
    ...(showSender ? [`Sender: ${campaign.ownerName}${campaign.fromAddress ? ` <${campaign.fromAddress}>` : ''}`] : []),
    `Audience: ${audienceSummary(campaign)}`,
    ...(campaign.sendAt && !campaign.startedAt ? [`Scheduled for ${formatSessionStart(campaign.sendAt, zone)}`] : []),
    ...(campaign.startedAt ? [`Started ${formatSessionStart(campaign.startedAt, zone)}`] : []),
    ...(campaign.finishedAt ? [`Finished ${formatSessionStart(campaign.finishedAt, zone)}`] : []),
  ];

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Group gap="sm">
                <StatusBadge label={status.label} color={status.color} />
                <Title order={2} size="h3" style={{ overflowWrap: 'break-word' }}>
                  {campaign.subject}
                </Title>
              </Group>
              {facts.map((fact) => (
                <Text key={fact} size="sm" c="dimmed">
                  {fact}
                </Text>
              ))}
            </Stack>
            <LifecycleButtons
              campaign={{ ...campaign, status: stats.data?.status ?? campaign.status }}
              lifecycle={lifecycle}
            />
          </Group>
          <div aria-live="polite">
            <CampaignProgress progress={progress} label="Delivery" />
          </div>
        </Stack>
      </Paper>
      {stats.error ? (
        <LoadError
          title="Results"
          message={errorMessage(stats.error, 'The results could not be loaded.')}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      {stats.data ? (
        <>
          <EngagementCards totals={stats.data.totals} capped={stats.data.capped} />
          {stats.data.abTest ? <AbTestResults test={stats.data.abTest} zone={zone} /> : null}
          <EngagementOverTime days={stats.data.days} />
          <LinkClicksTable links={stats.data.links} />
        </>
      ) : null}
      <Group>
        <Button variant="subtle" onClick={onClose}>
          Back to campaigns
        </Button>
      </Group>
    </Stack>
  );
}
