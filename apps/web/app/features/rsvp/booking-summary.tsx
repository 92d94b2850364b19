import { Divider, Paper, Stack, Text } from '@mantine/core';
import type { RegistrationStatusView } from '@meridian/contracts/rsvp';
import { formatDuration, formatSessionStart } from '../../lib/datetime';
import { formatMoneyExact } from '../../lib/format';
import { DetailLine } from './detail-line';

interface BookingSummaryProps {
  view: RegistrationStatusView;
  timeZone: string;
  /** The amount line's label ("Amount paid"); omitted when nothing was paid. */
  amountLabel?: string;
}

/** "New York" from "America/New_York". */
function placeOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** A booking at a glance: the session, its start in the visitor's and the session's zone, length, email, amount. */
export function BookingSummary({ view, timeZone, amountLabel }: BookingSummaryProps) {
  const yours = formatSessionStart(view.startsAt, timeZone);
  const theirs = formatSessionStart(view.startsAt, view.timezone);
  return (
    <Paper withBorder radius="md" p="md" ta="left" w="100%" maw={480} mx="auto">
      <Stack gap="xs">
        <Text fw={700}>{view.sessionTitle}</Text>
        <Divider />
        <DetailLine label="When (your time)">{yours}</DetailLine>
        {theirs !== yours ? <DetailLine label={`Local time in ${placeOf(view.timezone)}`}>{theirs}</DetailLine> : null}
        <DetailLine label="Duration">{formatDuration(view.durationMinutes)}</DetailLine>
        <DetailLine label="Email">{view.email}</DetailLine>
        {amountLabel ? (
          <DetailLine label={amountLabel}>{formatMoneyExact(view.amountCents, view.currency)}</DetailLine>
        ) : null}
      </Stack>
    </Paper>
  );
}
