import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  deleteMarketingCredentials,
  getMarketingCredentials,
  type MarketingCredentials,
} from '@meridian/contracts/sender-mailboxes';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { MailboxBounceCheckView } from './mailbox-bounce-check';
import { SenderDomainCheckView } from './sender-domain-check';

/** The mailbox campaigns go out from now, with its limits, and a way to remove it. */
export function SavedMailbox({ userId, saved }: { userId: number; saved: MarketingCredentials }) {
  const remove = useEndpointMutation(deleteMarketingCredentials, { invalidates: [getMarketingCredentials] });
  const { mailbox } = saved;

  async function onRemove() {
    try {
      await remove.mutateAsync({ query: { adminId: userId } });
      notify.success({ message: 'Your sending mailbox was removed.' });
    } catch (error) {
      notify.error({ message: error instanceof Error ? error.message : 'An error occurred' });
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text fw={600}>{saved.policy.email}</Text>
        <Text size="sm" c="dimmed">
          {mailbox.providerName} · {mailbox.authMethod === 'oauth' ? 'connected by sign-in' : 'app password'} · checked{' '}
          {formatDate(mailbox.verifiedAt)}
        </Text>
        <Text size="sm" c="dimmed">
          Up to {mailbox.limits.perDay.toLocaleString('en-US')} emails a day and {mailbox.limits.perMinute} a minute
        </Text>
        {mailbox.domainCheck && <SenderDomainCheckView userId={userId} check={mailbox.domainCheck} />}
        <MailboxBounceCheckView userId={userId} check={mailbox.bounceCheck} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" color="red" onClick={() => void onRemove()} loading={remove.isPending}>
            Remove mailbox
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
