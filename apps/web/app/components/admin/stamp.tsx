import { Text } from '@mantine/core';
import { formatSessionTime } from '../../lib/datetime';

/** A moment in a table cell, in `zone`: "Nov 22, 2026" and the time under it ("—" when there is none). */
export function Stamp({ iso, zone }: { iso: string | null; zone: string }) {
  if (!iso) return <Text size="sm">—</Text>;
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone })}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatSessionTime(iso, zone)}
      </Text>
    </>
  );
}
