import { Alert, Button, Group, Text } from '@mantine/core';
import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import type { WaitlistOffer } from '@meridian/contracts/rsvp-waitlist';
import { IconAlertTriangle, IconClockHour4, IconUsers } from '@tabler/icons-react';
import { formatSessionStart } from '../../lib/datetime';

/** The chosen session filled up: the primary button now joins its waitlist. */
export function SessionFullNotice() {
  return (
    <Alert color="orange" variant="light" icon={<IconUsers aria-hidden />} title="This session is full">
      <Text size="sm">{RSVP_MESSAGES.sessionFull} Or choose another date above.</Text>
    </Alert>
  );
}

/** A waitlist offer being claimed: the seat is held until the offer expires. */
export function OfferNotice({ offer, timeZone }: { offer: WaitlistOffer; timeZone: string }) {
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden />} title="A seat is held for you">
      <Text size="sm">
        Complete your booking before {formatSessionStart(offer.expiresAt, timeZone)} to claim this waitlist offer.
      </Text>
    </Alert>
  );
}

/** The session dates did not load: say so, and let the visitor try again. */
export function CalendarErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Dates unavailable">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
