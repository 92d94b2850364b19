import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** Where a reader goes next from a page about us: a webinar seat, or the FAQ. */
export function SeatAndFaqLinks() {
  return (
    <Group>
      <Button component={Link} to="/rsvp">
        Reserve a webinar seat
      </Button>
      <Button component={Link} to="/faq" variant="default">
        Read the FAQ
      </Button>
    </Group>
  );
}
