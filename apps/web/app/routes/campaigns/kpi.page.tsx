import { getEmailKpi } from '@meridian/contracts/campaigns-stats';
import { Button, Stack, Text } from '@mantine/core';
import { IconChartLine, IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useMatches, useOutletContext } from 'react-router';
import { DEFAULT_KPI_PERIOD } from '../../components/admin/kpi-period';
import { KpiPeriodPicker } from '../../components/admin/kpi-period-picker';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { EngagementCards } from '../../features/campaigns/engagement-cards';
import { EngagementOverTime } from '../../features/campaigns/engagement-over-time';
import { KpiCampaignTable, KpiSenderTable } from '../../features/campaigns/kpi-tables';
import { useEmailKpi } from '../../features/campaigns/use-email-kpi';
import { SenderSelect } from '../../features/campaigns/sender-select';
import { useSenderOptions } from '../../features/campaigns/use-sender-options';
import type { PanelOutletContext } from '../../components/panels/section-types';
import { EmptyState } from '../../components/site/empty-state';
import { formatLongDate } from '../../lib/format';
import type { PanelRouteHandle } from '../panels/panel-route-handle';

/**
 * "KPI" of the Sales and Email Marketing panels and the admin's "Email Marketing KPI": sent, failed,
 * opens, clicks, unsubscribes and bounces with their rates, over time, per campaign and (admins) per
 * sender. Staff see their own campaigns, an admin every sender's.
 */
export default function KpiPage() {
  const { user } = useOutletContext<PanelOutletContext>();
  const isAdmin = user.roles.includes('Admin');
  const handle = useMatches().at(-1)?.handle as PanelRouteHandle | undefined;
  const [period, setPeriod] = useState(DEFAULT_KPI_PERIOD);
  const [ownerId, setOwnerId] = useState<number | null>(null);
  const senders = useSenderOptions(isAdmin);
  const kpi = useEmailKpi(period, ownerId);
  const data = kpi.data;

  const header = (
    <SectionHeader
      title={handle?.section?.title ?? 'Email Marketing KPI'}
      summary={
        isAdmin
          ? 'How every sender’s campaigns are doing. Days are UTC; rates are shares of the messages sent.'
          : 'How your campaigns are doing. Days are UTC; rates are shares of the messages sent.'
      }
      action={null}
    />
  );

  if (kpi.noCampaignsAtAll && !ownerId) {
    return (
      <Stack gap="lg" maw={1400}>
        {header}
        <EmptyState
          icon={<IconChartLine size={28} />}
          title="No campaign results yet"
          action={
            <Button
              component={Link}
              to="../campaign?new=1"
              relative="path"
              leftSection={<IconPencilPlus size={16} aria-hidden />}
            >
              Write your first campaign
            </Button>
          }
        >
          Sent, opened, clicked, unsubscribed and bounced counts appear here as soon as your first campaign goes out.
        </EmptyState>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1400}>
      {header}
      <Stack gap="md">
        <KpiPeriodPicker period={period} onChange={setPeriod} schema={getEmailKpi.query} />
        {isAdmin ? <SenderSelect senders={senders} value={ownerId} onChange={setOwnerId} /> : null}
      </Stack>
      {kpi.error ? <LoadError title="KPI" message={kpi.error} onRetry={kpi.reload} /> : null}
      {data ? (
        <Stack gap="lg" aria-busy={kpi.loading}>
          <Text size="sm" c="dimmed">
            {formatLongDate(data.from)} to {formatLongDate(data.to)}
          </Text>
          <EngagementCards totals={data.totals} />
          <EngagementOverTime days={data.days} />
          <KpiCampaignTable kpi={data} showSender={isAdmin} />
          {isAdmin ? <KpiSenderTable kpi={data} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
