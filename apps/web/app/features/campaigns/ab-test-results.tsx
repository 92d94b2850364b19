import type { AbTestStats, AbVariantStats } from '@meridian/contracts/campaigns-ab-test';
import { Group, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatSessionStart } from '../../lib/datetime';
import { formatCount, formatPercent } from '../../lib/format';

type Line = AbVariantStats & { winner: boolean };

const COLUMNS: DataColumn<Line>[] = [
  {
    title: 'Subject',
    kind: 'main',
    maxWidth: 420,
    cell: (line) => (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600}>
          {line.variant.toUpperCase()}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line.subject}
        </Text>
        {line.winner ? <StatusBadge label="Winner" color="teal.9" /> : null}
      </Group>
    ),
  },
  { title: 'Sent', numeric: true, cell: (line) => formatCount(line.sent) },
  { title: 'Unique opens', numeric: true, cell: (line) => formatCount(line.uniqueOpens) },
  { title: 'Open rate', numeric: true, cell: (line) => formatPercent(line.openRate) },
  { title: 'Unique clicks', numeric: true, cell: (line) => formatCount(line.uniqueClicks) },
  { title: 'Click rate', numeric: true, cell: (line) => formatPercent(line.clickRate) },
];

/** What the test decides by and when, or who won and when. */
function verdict(test: AbTestStats, zone: string): string {
  const by = test.metric === 'clicks' ? 'clicks' : 'opens';
  if (test.winner && test.winnerPickedAt) {
    return `Subject ${test.winner.toUpperCase()} won on ${by}, picked ${formatSessionStart(test.winnerPickedAt, zone)}. The rest of the audience gets it.`;
  }
  if (test.decideAt) {
    return `The subject with more ${by} is picked ${formatSessionStart(test.decideAt, zone)} (A on a tie); the rest of the audience waits for it.`;
  }
  return `${test.testPercent / 2} % get each subject; after ${test.waitHours} hours the one with more ${by} goes to the rest.`;
}

/** A campaign's subject-line test: both variants' figures, the winner marked, and when it was picked. */
export function AbTestResults({ test, zone }: { test: AbTestStats; zone: string }) {
  const lines = test.variants.map((variant) => ({ ...variant, winner: test.winner === variant.variant }));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Subject-line test
      </Title>
      <Text size="sm">{verdict(test, zone)}</Text>
      <DataTable
        label="Subject-line test"
        columns={COLUMNS}
        rowKey={(line) => line.variant}
        sort={null}
        minWidth={640}
        rows={lines}
        loading={false}
        empty={<Text c="dimmed">Nothing has been sent yet.</Text>}
      />
    </Stack>
  );
}
