import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An in-app link inside running text, always underlined so it does not rely on color alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always" fw={600}>
      {children}
    </Anchor>
  );
}
