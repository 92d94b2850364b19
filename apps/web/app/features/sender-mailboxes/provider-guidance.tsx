import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  getMailboxConnectOptions,
  MARKETING_CREDENTIALS_MESSAGES as M,
  startMailboxOAuth,
  type MailboxOAuthProvider,
} from '@meridian/contracts/sender-mailboxes';
import type { MailProvider } from '@meridian/contracts/sender-mailboxes-providers';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const CONNECT_LABEL: Record<MailboxOAuthProvider, string> = {
  microsoft: 'Connect with Microsoft',
  google: 'Connect with Google',
};

/**
 * What to do for the address's provider: where to create the app password, or, for personal
 * Microsoft mailboxes, why there is none and the "Connect with Microsoft" button when the site has it.
 */
export function ProviderGuidance({ provider, returnTo }: { provider: MailProvider; returnTo: string }) {
  const options = useEndpointQuery(getMailboxConnectOptions);
  const start = useEndpointMutation(startMailboxOAuth);
  const connect = provider.oauth && options.data?.[provider.oauth] ? provider.oauth : null;

  async function startConnect(oauth: MailboxOAuthProvider) {
    try {
      const { url } = await start.mutateAsync({ params: { provider: oauth }, body: { returnTo } });
      window.location.assign(url);
    } catch (error) {
      notify.error({ message: error instanceof Error ? error.message : M.unexpected });
    }
  }

  const personalMicrosoft = !provider.appPasswords;
  return (
    <Alert color={personalMicrosoft ? 'yellow' : 'blue'} variant="light" title={provider.name} role="note">
      <Stack gap="xs">
        <Text size="sm">{personalMicrosoft ? M.microsoftPersonal : provider.guidance}</Text>
        {personalMicrosoft && !connect && options.isSuccess ? <Text size="sm">{M.microsoftNotConfigured}</Text> : null}
        {connect ? (
          <Button
            variant={personalMicrosoft ? 'filled' : 'default'}
            onClick={() => void startConnect(connect)}
            loading={start.isPending}
          >
            {CONNECT_LABEL[connect]}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
