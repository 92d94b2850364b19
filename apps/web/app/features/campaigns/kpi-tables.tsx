import type { EmailKpi } from '@meridian/contracts/campaigns-stats';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { CAMPAIGN_STATUS } from './campaign-status';
import { engagementColumns } from './engagement-columns';

/** What a row that is not one of the sender's campaigns is (docs/product.md, Email Marketing KPI). */
const KIND_NOTE = {
  newsletter: 'Newsletter issue',
  automation: 'Automation email (one step of a sequence)',
} as const;

type CampaignLine = EmailKpi['campaigns'][number];
type SenderLine = EmailKpi['senders'][number];

function campaignColumns(showSender: boolean): DataColumn<CampaignLine>[] {
  return [
    {
      title: 'Campaign',
      kind: 'main',
      maxWidth: 300,
      cell: (row) => (
        <>
          {row.kind === 'campaign' ? (
            <Anchor component={Link} to={`../campaign?id=${row.campaignId}`} relative="path" fw={600} size="sm">
              {row.subject}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {row.subject}
            </Text>
          )}
          {row.kind === 'campaign' ? null : (
            <Text size="sm" c="dimmed">
              {KIND_NOTE[row.kind]}
            </Text>
          )}
          {showSender ? (
            <Text size="sm" c="dimmed">
              Sent by {row.ownerName}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      title: 'Status',
      cell: (row) =>
        row.kind === 'automation' ? (
          <StatusBadge label="Automated" color="grape.9" />
        ) : (
          <StatusBadge label={CAMPAIGN_STATUS[row.status].label} color={CAMPAIGN_STATUS[row.status].color} />
        ),
    },
    ...engagementColumns<CampaignLine>(),
  ];
}

/**
 * Each campaign's numbers in the period; the subject opens it in the Campaign section. Newsletter
 * issues and automation emails go out as campaigns too: they are counted and labelled, not linked.
 */
export function KpiCampaignTable({ kpi, showSender }: { kpi: EmailKpi; showSender: boolean }) {
  return (
    <>
      <Title order={2} size="h3">
        Per campaign
      </Title>
      <DataTable
        label="Per campaign"
        columns={campaignColumns(showSender)}
        rowKey={(row) => row.campaignId}
        sort={{ caption: 'The most recently sent first' }}
        minWidth={900}
        rows={kpi.campaigns}
        loading={false}
        empty={<Text c="dimmed">No campaign sent anything in these dates.</Text>}
      />
    </>
  );
}

/** Admins: each sender's numbers in the period. */
export function KpiSenderTable({ kpi }: { kpi: EmailKpi }) {
  return (
    <>
      <Title order={2} size="h3">
        Per sender
      </Title>
      <DataTable
        label="Per sender"
        columns={[
          { title: 'Sender', kind: 'main', maxWidth: 260, cell: (row: SenderLine) => row.ownerName },
          ...engagementColumns<SenderLine>(),
        ]}
        rowKey={(row) => row.ownerId}
        sort={{ column: 'Sent', direction: 'descending', caption: 'Most sent first' }}
        minWidth={760}
        rows={kpi.senders}
        loading={false}
        empty={<Text c="dimmed">No sender sent anything in these dates.</Text>}
      />
    </>
  );
}
