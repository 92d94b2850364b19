import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TextLink } from './text-link';

/** The reminder that trading carries risk, with a link to the Investment Risk Disclosure. */
export function RiskNote({ children }: { children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={28} radius="xl" variant="light" aria-hidden style={{ flexShrink: 0 }}>
          <IconAlertTriangle size={16} />
        </ThemeIcon>
        <Text size="sm" lh={1.65} component="div">
          {children ?? (
            <>
              Trading and investing involve risk, including the loss of money you put in. Our sessions are education,
              not personal investment advice, and no one can promise you a profit.
            </>
          )}{' '}
          Please read our <TextLink to="/riskdisclosure">Investment Risk Disclosure</TextLink> before you trade.
        </Text>
      </Group>
    </Paper>
  );
}
