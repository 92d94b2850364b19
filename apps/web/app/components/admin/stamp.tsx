import { Text } from '@mantine/core';
import { formatSessionTime } from '../../lib/datetime';

/** "Nov 22, 2026" in `zone`. */
function stampDay(iso: string, zone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone });
}

/** "Nov 22, 2026, 7:00 PM EST": a moment on one line, in `zone`. */
export function stampText(iso: string, zone: string): string {
  return `${stampDay(iso, zone)}, ${formatSessionTime(iso, zone)}`;
}

/** A moment in a table cell, in `zone`: "Nov 22, 2026" and the time under it ("—" when there is none). */
export function Stamp({ iso, zone }: { iso: string | null; zone: string }) {
  if (!iso) return <Text size="sm">—</Text>;
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {stampDay(iso, zone)}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatSessionTime(iso, zone)}
      </Text>
    </>
  );
}
