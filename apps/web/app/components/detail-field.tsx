import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled fact in a detail dialog (an applicant's email, a mail's recipient): small caps label, value under it. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0, maxWidth: '100%' }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
