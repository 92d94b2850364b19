import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface MailboxMissingAlertProps {
  /** What cannot go out, and from whose mailbox. */
  children: ReactNode;
  /** Opens the credentials modal (the signed-in person's own mailbox); absent for someone else's. */
  onConnect?: (() => void) | null;
}

/** Said before anything is sent from a mailbox that is not connected yet, with the way to connect it. */
export function MailboxMissingAlert({ children, onConnect }: MailboxMissingAlertProps) {
  return (
    <Alert
      color="orange.9"
      variant="outline"
      title="No sending mailbox yet"
      icon={<IconMailOff size={18} aria-hidden />}
      // The outline's orange is for the border and icon; text in it would be too pale to read (WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {onConnect ? (
          <Button size="xs" onClick={onConnect}>
            Connect a mailbox
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
