import type { Campaign } from '@meridian/contracts/campaigns';
import { Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';

/** Sent of total as a bar and in words ("120 of 400 sent · 3 failed"); nothing chosen yet before sending. */
export function CampaignProgress({ progress, label }: { progress: Campaign['progress']; label: string }) {
  if (progress.total === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not started
      </Text>
    );
  }
  const done = progress.sent + progress.failed + progress.skipped;
  const words = [
    `${formatCount(progress.sent)} of ${formatCount(progress.total)} sent`,
    ...(progress.failed > 0 ? [`${formatCount(progress.failed)} failed`] : []),
    ...(progress.skipped > 0 ? [`${formatCount(progress.skipped)} skipped`] : []),
  ].join(' · ');
  return (
    <Stack gap={4} miw={140}>
      <Progress value={(done / progress.total) * 100} aria-label={`${label}: ${words}`} size="md" />
      <Text size="sm">{words}</Text>
    </Stack>
  );
}
