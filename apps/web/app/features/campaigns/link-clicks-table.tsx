import type { CampaignStats } from '@meridian/contracts/campaigns-stats';
import { Anchor, Text, Title } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { formatCount } from '../../lib/format';

type LinkLine = CampaignStats['links'][number];

const COLUMNS: DataColumn<LinkLine>[] = [
  {
    title: 'Link',
    kind: 'main',
    maxWidth: 520,
    cell: (link) => (
      <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {link.url}
      </Anchor>
    ),
  },
  { title: 'Clicks', numeric: true, cell: (link) => formatCount(link.clicks) },
  { title: 'Unique clicks', numeric: true, cell: (link) => formatCount(link.uniqueClicks) },
];

/** Clicks per link of the campaign, most clicked first. */
export function LinkClicksTable({ links }: { links: CampaignStats['links'] }) {
  return (
    <>
      <Title order={2} size="h3">
        Clicks per link
      </Title>
      <DataTable
        label="Clicks per link"
        columns={COLUMNS}
        rowKey={(link) => link.url}
        sort={{ column: 'Clicks', direction: 'descending', caption: 'Most clicked first' }}
        minWidth={480}
        rows={links}
        loading={false}
        empty={<Text c="dimmed">No links in this campaign have been clicked yet.</Text>}
      />
    </>
  );
}
