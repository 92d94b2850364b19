import type { CampaignStats } from '@meridian/contracts/campaigns';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { DataTable } from '../../components/admin/data-table';
import { formatCount } from '../../lib/format';

/** Clicks per link of the campaign, most clicked first. */
export function LinkClicksTable({ links }: { links: CampaignStats['links'] }) {
  return (
    <>
      <Title order={2} size="h3">
        Clicks per link
      </Title>
      <DataTable
        label="Clicks per link"
        columns={['Link', 'Clicks', 'Unique clicks']}
        minWidth={480}
        rows={links}
        loading={false}
        empty={<Text c="dimmed">No links in this campaign have been clicked yet.</Text>}
      >
        {(link) => (
          <Table.Tr key={link.url}>
            <Table.Td maw={520} style={{ wordBreak: 'break-all' }}>
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
                {link.url}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatCount(link.clicks)}</Table.Td>
            <Table.Td>{formatCount(link.uniqueClicks)}</Table.Td>
          </Table.Tr>
        )}
      </DataTable>
    </>
  );
}
