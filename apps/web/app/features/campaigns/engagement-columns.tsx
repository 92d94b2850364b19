import type { EngagementCounts } from '@meridian/contracts/campaigns-stats';
import { Text } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
import { formatCount, formatPercent } from '../../lib/format';

function Counted({ count, note }: { count: number; note?: string }) {
  return (
    <>
      <Text size="sm">{formatCount(count)}</Text>
      {note === undefined ? null : (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </>
  );
}

/** The numbers the KPI tables share: sent (with failures under it), then each count with its rate under it. */
export function engagementColumns<T extends EngagementCounts>(): DataColumn<T>[] {
  return [
    {
      title: 'Sent',
      numeric: true,
      cell: (row) => (
        <Counted count={row.sent} note={row.failed > 0 ? `${formatCount(row.failed)} failed` : undefined} />
      ),
    },
    {
      title: 'Unique opens',
      numeric: true,
      cell: (row) => <Counted count={row.uniqueOpens} note={formatPercent(row.openRate)} />,
    },
    {
      title: 'Unique clicks',
      numeric: true,
      cell: (row) => <Counted count={row.uniqueClicks} note={formatPercent(row.clickRate)} />,
    },
    {
      title: 'Unsubscribes',
      numeric: true,
      cell: (row) => <Counted count={row.unsubscribes} note={formatPercent(row.unsubscribeRate)} />,
    },
    {
      title: 'Bounces',
      numeric: true,
      cell: (row) => <Counted count={row.bounces} note={formatPercent(row.bounceRate)} />,
    },
  ];
}
