import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { getCampaignStats, getEmailKpi } from '@meridian/contracts/campaigns-stats';
import { checkMailboxBounces, getMarketingCredentials, type BounceCheck } from '@meridian/contracts/sender-mailboxes';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatCount, formatDateTime } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * The mailbox read back for bounces and complaints (docs/product.md, Bounces and complaints from the
 * sender's mailbox): when it was last read, what was found, or why it cannot be read and what to
 * enable at the provider; "Check now" reads it at once, and the campaign figures that count what it
 * found (each campaign's stats, the email KPI) are read again.
 */
export function MailboxBounceCheckView({ userId, check }: { userId: number; check: BounceCheck | null }) {
  const checkNow = useEndpointMutation(checkMailboxBounces, {
    invalidates: [getMarketingCredentials, getCampaignStats, getEmailKpi],
    success: (saved) =>
      saved.mailbox.bounceCheck?.outcome === 'ok'
        ? 'Your mailbox was checked for bounces and complaints.'
        : 'Your mailbox could not be read: see below for what to enable.',
    failure: { title: 'Sending mailbox', fallback: 'The mailbox could not be checked. Please try again.' },
  });

  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm" c="dimmed">
        {check === null
          ? 'Bounces and complaints: your mailbox is read every few minutes while you send campaigns; not read yet.'
          : check.outcome === 'ok'
            ? `Bounces and complaints: checked ${formatDateTime(check.checkedAt)}, ${plural(check.bounces, 'bounce', 'bounces')} and ${plural(check.complaints, 'complaint', 'complaints')} found so far.`
            : `Bounces and complaints: last tried ${formatDateTime(check.checkedAt)}.`}
      </Text>
      {check?.problem && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Your mailbox could not be read"
          role="alert"
          styles={{ title: { color: 'var(--mantine-color-text)' }, body: { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          <Text size="sm">{check.problem}</Text>
        </Alert>
      )}
      <Group justify="flex-start">
        <Button
          variant="subtle"
          size="compact-sm"
          loading={checkNow.isPending}
          onClick={() => void checkNow.run({ query: { adminId: userId } })}
        >
          Check for bounces now
        </Button>
      </Group>
    </Stack>
  );
}
