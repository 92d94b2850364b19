import type { EmailKpi } from '@meridian/contracts/campaigns';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { CAMPAIGN_STATUS } from './campaign-status';
import { ENGAGEMENT_COLUMNS, EngagementCells } from './engagement-cells';

/** What a row that is not one of the sender's campaigns is (docs/product.md, Email Marketing KPI). */
const KIND_NOTE = {
  newsletter: 'Newsletter issue',
  automation: 'Automation email (one step of a sequence)',
} as const;

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
        columns={['Campaign', ...(showSender ? ['Sender'] : []), 'Status', ...ENGAGEMENT_COLUMNS]}
        minWidth={showSender ? 1040 : 900}
        rows={kpi.campaigns}
        loading={false}
        empty={<Text c="dimmed">No campaign sent anything in these dates.</Text>}
      >
        {(row) => (
          <Table.Tr key={row.campaignId}>
            <Table.Td maw={300}>
              {row.kind === 'campaign' ? (
                <Anchor component={Link} to={`../campaign?id=${row.campaignId}`} relative="path" fw={600} size="sm">
                  {row.subject}
                </Anchor>
              ) : (
                <>
                  <Text size="sm" fw={600}>
                    {row.subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {KIND_NOTE[row.kind]}
                  </Text>
                </>
              )}
            </Table.Td>
            {showSender ? (
              <Table.Td>
                <Text size="sm">{row.ownerName}</Text>
              </Table.Td>
            ) : null}
            <Table.Td>
              {row.kind === 'automation' ? (
                <StatusBadge label="Automated" color="grape.9" />
              ) : (
                <StatusBadge label={CAMPAIGN_STATUS[row.status].label} color={CAMPAIGN_STATUS[row.status].color} />
              )}
            </Table.Td>
            <EngagementCells counts={row} />
          </Table.Tr>
        )}
      </DataTable>
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
        columns={['Sender', ...ENGAGEMENT_COLUMNS]}
        minWidth={820}
        rows={kpi.senders}
        loading={false}
        empty={<Text c="dimmed">No sender sent anything in these dates.</Text>}
      >
        {(row) => (
          <Table.Tr key={row.ownerId}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {row.ownerName}
              </Text>
            </Table.Td>
            <EngagementCells counts={row} />
          </Table.Tr>
        )}
      </DataTable>
    </>
  );
}
