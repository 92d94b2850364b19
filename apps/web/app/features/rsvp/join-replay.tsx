import { Paper, Stack, Text, Title } from '@mantine/core';
import { recordReplayView, type JoinReplay, type JoinStatus } from '@meridian/contracts/rsvp-join';
import { useEffect, useRef } from 'react';
import { formatSessionDay, formatSessionStart } from '../../lib/datetime';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { NextSteps } from './join-ended';
import { ReplayPlayer } from './replay-player';

type AvailableReplay = Extract<JoinReplay, { state: 'available' }>;

/** Counts one view of the replay for this opening of the page (not again when the page re-renders). */
function useCountView(token: string) {
  const { mutate } = useEndpointMutation(recordReplayView);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === token) return;
    counted.current = token;
    mutate({ params: { token } });
  }, [token, mutate]);
}

interface JoinReplayProps {
  token: string;
  status: JoinStatus;
  replay: AvailableReplay;
  timeZone: string;
}

/**
 * After the session, with its replay (docs/product.md, Replays): the video, until when it is
 * available in the visitor's zone, and what comes next. Each opening counts one view.
 */
export function JoinReplay({ token, status, replay, timeZone }: JoinReplayProps) {
  useCountView(token);
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4} align="center" ta="center">
          <Text size="sm" fw={700} c="teal.9" tt="uppercase" lts={0.5}>
            Replay
          </Text>
          <Title order={1} size="h2">
            {status.title}
          </Title>
          <Text c="dimmed">Recorded on {formatSessionDay(status.startsAt, timeZone)}</Text>
        </Stack>
        <ReplayPlayer video={replay.video} title={status.title} />
        <Stack gap="xs" align="center" ta="center">
          <Text fw={600}>Available until {formatSessionStart(replay.expiresAt, timeZone)}</Text>
          <Text size="sm" c="dimmed" maw={560}>
            This replay opens from your personal join link, so please keep it to yourself.
          </Text>
        </Stack>
        <Stack align="center">
          <NextSteps />
        </Stack>
      </Stack>
    </Paper>
  );
}
