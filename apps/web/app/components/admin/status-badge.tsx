import { Badge, Stack, Text } from '@mantine/core';

/**
 * A status in an admin table: white text on a dark colour (WCAG AA), its words as given (not
 * upper-cased), never squeezed into an ellipsis by a narrow column.
 */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge color={color} variant="filled" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}

/** A status and, under it, when it happened or will (sent, scheduled for …), if anything is due. */
export function StatusWithWhen({ label, color, when }: { label: string; color: string; when: string | null }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge label={label} color={color} />
      {when ? (
        <Text size="sm" c="dimmed">
          {when}
        </Text>
      ) : null}
    </Stack>
  );
}
