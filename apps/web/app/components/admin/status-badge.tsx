import { Badge } from '@mantine/core';

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
