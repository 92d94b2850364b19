import { Group, Text } from '@mantine/core';
import { formatMoney } from '../../lib/format';

/** The seat price at the top of the modal ("$500 per seat"). */
export function RsvpPrice({ cents, currency }: { cents: number; currency: string }) {
  return (
    <Group gap={8} align="baseline" wrap="nowrap">
      <Text component="span" fz={32} fw={800} lh={1.1} c="brand.8">
        {formatMoney(cents, currency)}
      </Text>
      <Text component="span" c="dimmed">
        per seat
      </Text>
    </Group>
  );
}
