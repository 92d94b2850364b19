import { getNewsletterSender, setNewsletterSender } from '@meridian/contracts/newsletter-issues';
import { ROLES } from '@meridian/contracts/roles';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../lib/error-message';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { useStaffOptions } from '../../lib/use-staff-options';
import { NewsletterSenderNotice } from './newsletter-sender-notice';

/** Who may send the newsletter (docs/decisions/2026-11-23-newsletter-issues.md). */
const NEWSLETTER_SENDER_ROLES = [ROLES.Admin, ROLES.EmailMarketing] as const;

/**
 * The newsletter sender: whose connected mailbox issues go out from, and a picker to change it.
 * `userId` is the signed-in admin, who can connect their own mailbox from here when they are the sender.
 */
export function NewsletterSenderPicker({ userId }: { userId: number }) {
  const sender = useEndpointQuery(getNewsletterSender);
  const change = useEndpointMutation(setNewsletterSender, { invalidates: [getNewsletterSender] });
  const options = useStaffOptions(NEWSLETTER_SENDER_ROLES, true);
  const [picked, setPicked] = useState<string | null>(null);
  const current = sender.data?.userId ? String(sender.data.userId) : null;
  const value = picked ?? current;
  const { refetch } = sender;
  const refetchSender = useCallback(() => void refetch(), [refetch]);

  function save() {
    if (!value) return;
    change.mutate({ body: { userId: Number(value) } }, { onSuccess: () => setPicked(null) });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Newsletter sender
        </Title>
        <Text size="sm" c="dimmed">
          Issues and tests go out from this person’s connected mailbox. Admins and Email Marketing users can send the
          newsletter.
        </Text>
        {sender.error ? <FormError message={errorMessage(sender.error, 'The sender could not be loaded.')} /> : null}
        {sender.data ? (
          <NewsletterSenderNotice sender={sender.data} userId={userId} onConnected={refetchSender} />
        ) : null}
        {sender.data?.from ? (
          <Text size="sm">
            Sending as <strong>{sender.data.from}</strong>
          </Text>
        ) : null}
        <Group align="flex-end" gap="sm">
          <Select
            label="Sends the newsletter"
            data={options}
            value={value}
            onChange={(next) => {
              setPicked(next);
              change.reset();
            }}
            searchable
            nothingFoundMessage="No admin or Email Marketing user matches"
            w={{ base: '100%', xs: 360 }}
          />
          <Button variant="default" onClick={save} loading={change.isPending} disabled={!picked || picked === current}>
            Save sender
          </Button>
        </Group>
        <FormError message={change.error ? errorMessage(change.error, 'The sender could not be changed.') : null} />
      </Stack>
    </Paper>
  );
}
