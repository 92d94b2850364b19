import { Table, Text } from '@mantine/core';
import { Stamp } from './stamp';

/** A table cell naming a moment ("Sent", "Scheduled for") above when it is, in `zone`. */
export function MomentCell({ label, iso, zone }: { label: string; iso: string | null; zone: string }) {
  return (
    <Table.Td>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stamp iso={iso} zone={zone} />
    </Table.Td>
  );
}
