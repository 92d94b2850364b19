import { Group, Text } from '@mantine/core';
import { formatCount, formatPercent } from '../../lib/format';

/** Clicks per impression (0 without impressions). */
export const clickThroughRate = (figures: { impressions: number; clicks: number }) =>
  figures.impressions > 0 ? figures.clicks / figures.impressions : 0;

/** "Impressions 12  Clicks 3  CTR 25%": a creative's (or a period's) figures in one line. */
export function FiguresLine({ impressions, clicks, label }: { impressions: number; clicks: number; label?: string }) {
  return (
    <Group gap="xl" {...(label ? { role: 'group', 'aria-label': label } : {})}>
      <Text size="sm">
        Impressions <strong>{formatCount(impressions)}</strong>
      </Text>
      <Text size="sm">
        Clicks <strong>{formatCount(clicks)}</strong>
      </Text>
      <Text size="sm">
        CTR <strong>{formatPercent(clickThroughRate({ impressions, clicks }))}</strong>
      </Text>
    </Group>
  );
}
