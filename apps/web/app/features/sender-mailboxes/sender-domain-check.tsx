import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { SenderDomainCheck } from '@meridian/contracts/sender-mailboxes-domain';
import { getMarketingCredentials, recheckSenderDomain } from '@meridian/contracts/sender-mailboxes';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const DMARC_LABEL: Record<SenderDomainCheck['dmarc'], string> = {
  reject: 'DMARC policy: reject',
  quarantine: 'DMARC policy: quarantine',
  none: 'DMARC policy: none (reports only)',
  missing: 'no DMARC policy',
  unknown: 'DMARC not checked',
};

/** What the saved mailbox's own domain publishes, and what to add when it falls short (docs/product.md). */
export function SenderDomainCheckView({ userId, check }: { userId: number; check: SenderDomainCheck }) {
  const recheck = useEndpointMutation(recheckSenderDomain, {
    invalidates: [getMarketingCredentials],
    success: () => `Checked ${check.domain} again.`,
    failure: { title: 'Sending mailbox', fallback: 'The domain could not be checked. Please try again.' },
  });
  const { domain } = check;
  const unknown = check.spf === 'unknown' || check.dmarc === 'unknown';

  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm" c="dimmed">
        {domain}:{' '}
        {check.spf === 'found' ? 'SPF published' : check.spf === 'missing' ? 'no SPF record' : 'SPF not checked'} ·{' '}
        {DMARC_LABEL[check.dmarc]} · checked {formatDate(check.checkedAt)}
      </Text>
      {unknown ? (
        <Alert color="gray" variant="light" title="Your domain could not be checked" role="note">
          The DNS lookup for {domain} did not answer. Campaigns still go out; check again in a moment.
        </Alert>
      ) : check.dmarc === 'missing' || check.spf === 'missing' ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={`${domain} is missing sender records`}
          role="note"
          // Yellow text on the light yellow fill is unreadable (WCAG contrast): the title keeps the text
          // colour. The sample record is one long token: it wraps anywhere rather than widen a phone's modal.
          styles={{
            title: { color: 'var(--mantine-color-text)' },
            body: { minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          <Stack gap={6}>
            {check.dmarc === 'missing' && (
              <Text size="sm">
                It publishes no DMARC policy, which Gmail and Yahoo require of anyone who sends bulk mail: without one,
                campaigns may go to spam or be refused. Ask whoever manages {domain}&apos;s DNS to add a TXT record
                named <code>_dmarc.{domain}</code>, for example{' '}
                <code>v=DMARC1; p=none; rua=mailto:postmaster@{domain}</code>.
              </Text>
            )}
            {check.spf === 'missing' && (
              <Text size="sm">
                It publishes no SPF record, so receivers cannot tell that your mail provider may send for it. Your
                provider&apos;s help pages give the exact TXT record to add at {domain}.
              </Text>
            )}
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-start">
        <Button
          variant="subtle"
          size="compact-sm"
          loading={recheck.isPending}
          onClick={() => void recheck.run({ query: { adminId: userId } })}
        >
          Check {domain} again
        </Button>
      </Group>
    </Stack>
  );
}
