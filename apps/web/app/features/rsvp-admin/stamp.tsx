import { Text } from '@mantine/core';
import { formatSessionDay, formatSessionTime } from '../../lib/datetime';

/** A moment in a table cell, in `zone`: the day, and the time under it ("—" when there is none). */
export function Stamp({ iso, zone }: { iso: string | null; zone: string }) {
  if (!iso) return <Text size="sm">—</Text>;
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatSessionDay(iso, zone)}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatSessionTime(iso, zone)}
      </Text>
    </>
  );
}
