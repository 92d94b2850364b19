import type { EngagementCounts } from '@meridian/contracts/campaigns';
import { Table, Text } from '@mantine/core';
import { formatCount, formatPercent } from '../../lib/format';

/** The number columns the KPI tables share, matching EngagementCells. */
export const ENGAGEMENT_COLUMNS = ['Sent', 'Failed', 'Unique opens', 'Unique clicks', 'Unsubscribes', 'Bounces'];

function Counted({ count, share }: { count: number; share?: number }) {
  return (
    <Table.Td>
      <Text size="sm">{formatCount(count)}</Text>
      {share === undefined ? null : (
        <Text size="sm" c="dimmed">
          {formatPercent(share)}
        </Text>
      )}
    </Table.Td>
  );
}

/** A row's numbers, each rate under its count. */
export function EngagementCells({ counts }: { counts: EngagementCounts }) {
  return (
    <>
      <Counted count={counts.sent} />
      <Counted count={counts.failed} />
      <Counted count={counts.uniqueOpens} share={counts.openRate} />
      <Counted count={counts.uniqueClicks} share={counts.clickRate} />
      <Counted count={counts.unsubscribes} share={counts.unsubscribeRate} />
      <Counted count={counts.bounces} share={counts.bounceRate} />
    </>
  );
}
