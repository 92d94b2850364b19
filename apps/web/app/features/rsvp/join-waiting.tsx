import { Button, Stack, Text } from '@mantine/core';
import { buildPath } from '@meridian/contracts/endpoint';
import { JOIN_CALENDAR_PATH, type JoinStatus } from '@meridian/contracts/rsvp-join';
import { IconBrandGoogle, IconCalendarPlus, IconCalendarTime } from '@tabler/icons-react';
import { OutcomePanel } from '../../components/outcome-panel';
import { formatDuration, formatSessionStart, formatSessionTime } from '../../lib/datetime';
import { DetailLine } from './detail-line';
import { doorsPhrase, formatCountdown, googleCalendarUrl } from './join-countdown';

interface JoinWaitingProps {
  token: string;
  status: JoinStatus;
  /** The server's clock now (ms). */
  now: number;
  timeZone: string;
}

/** Before the doors open: the session, its start in the visitor's zone, a live countdown and add-to-calendar. */
export function JoinWaiting({ token, status, now, timeZone }: JoinWaitingProps) {
  const yours = formatSessionStart(status.startsAt, timeZone);
  const theirs = formatSessionStart(status.startsAt, status.timezone);
  const joinUrl = `${window.location.origin}/j/${token}`;
  return (
    <OutcomePanel
      icon={<IconCalendarTime />}
      color="brand"
      title={status.title}
      actions={
        <>
          <Button
            component="a"
            href={buildPath(JOIN_CALENDAR_PATH, { token })}
            download="invitation.ics"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
          >
            Add to calendar
          </Button>
          <Button
            component="a"
            href={googleCalendarUrl({ ...status, joinUrl })}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandGoogle size={18} aria-hidden />}
          >
            Google Calendar
          </Button>
        </>
      }
    >
      <Stack gap="md" align="center">
        <Stack gap={4} align="center">
          <Text inherit>The doors open in</Text>
          <Text
            role="timer"
            aria-label={`The doors open in ${formatCountdown(Date.parse(status.doorsOpenAt) - now)}`}
            fz={{ base: 36, sm: 48 }}
            fw={700}
            c="var(--mantine-color-text)"
            ff="monospace"
            lh={1.1}
          >
            {formatCountdown(Date.parse(status.doorsOpenAt) - now)}
          </Text>
          <Text inherit size="sm">
            at {formatSessionTime(status.doorsOpenAt, timeZone)}, {doorsPhrase(status.startsAt, status.doorsOpenAt)}.
            Keep this page open: it takes you into the session by itself.
          </Text>
        </Stack>
        <Stack gap="xs" w="100%" maw={480} ta="left">
          <DetailLine label="Starts (your time)">{yours}</DetailLine>
          {theirs !== yours ? <DetailLine label="In the session's time zone">{theirs}</DetailLine> : null}
          <DetailLine label="Length">{formatDuration(status.durationMinutes)}</DetailLine>
        </Stack>
        <Text inherit size="sm">
          This join link is just for you, so please keep it to yourself.
        </Text>
      </Stack>
    </OutcomePanel>
  );
}
