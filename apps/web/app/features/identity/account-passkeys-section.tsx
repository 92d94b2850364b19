import { Button, Group, Stack, Text } from '@mantine/core';
import type { PasskeyUse } from '@meridian/contracts/identity-account';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { usePasskeysSupported } from '../../lib/auth/sign-in-with-passkey';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { AccountSection, AccountSectionStatus } from './account-section';
import { useAccountPasskeys, type AccountPasskey } from './use-account-passkeys';

interface AccountPasskeysSectionProps {
  /** When each passkey last signed in; null where the user pool does not say (AWS Cognito). */
  uses: readonly PasskeyUse[] | null;
}

function PasskeyItem(props: { passkey: AccountPasskey; lastUsedAt: string | null | undefined; onRemove: () => void }) {
  const { passkey, lastUsedAt } = props;
  const added = passkey.createdAt ? `Added ${formatDateTime(passkey.createdAt)}` : 'Added earlier';
  const used = lastUsedAt ? `Last used ${formatDateTime(lastUsedAt)}` : 'Not used yet';
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <div>
        <Text fw={600}>{passkey.name}</Text>
        <Text size="sm" c="dimmed">
          {added}
        </Text>
        {lastUsedAt === undefined ? null : (
          <Text size="sm" c="dimmed">
            {used}
          </Text>
        )}
      </div>
      <Button
        variant="outline"
        color="red.9"
        size="xs"
        style={{ flexShrink: 0 }}
        onClick={props.onRemove}
        aria-label={`Remove passkey ${passkey.name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

/** Passkeys: the account's list (name, added, last used), adding one on this device, removing one. */
export function AccountPasskeysSection({ uses }: AccountPasskeysSectionProps) {
  const passkeys = useAccountPasskeys();
  const supported = usePasskeysSupported();
  const [problem, setProblem] = useState<string | null>(null);
  /** The passkey the dialog asks about (kept while the dialog closes, so its text stays). */
  const [removing, setRemoving] = useState<AccountPasskey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lastUse = new Map(uses?.map((use) => [use.credentialId, use.lastUsedAt]) ?? []);

  const add = async () => {
    const message = await passkeys.add();
    setProblem(message);
    if (!message) notify.success({ message: 'Passkey added. Next time, sign in with it instead of your password.' });
  };
  const remove = async (passkey: AccountPasskey) => {
    const message = await passkeys.remove(passkey.credentialId);
    setConfirming(false);
    setProblem(message);
    if (!message) notify.success({ message: `Passkey “${passkey.name}” removed.` });
  };

  return (
    <AccountSection
      title="Passkeys"
      summary="Sign in with your fingerprint, face or screen lock instead of your password. A passkey is the whole sign-in: no code from your authenticator app is asked after it."
    >
      <AccountSectionStatus
        problem={problem}
        state={passkeys.state}
        loadingLabel="Loading passkeys"
        onRetry={passkeys.retry}
      />
      {passkeys.state.status === 'ready' ? (
        passkeys.state.passkeys.length > 0 ? (
          <Stack component="ul" gap="md" aria-label="Your passkeys" p={0} m={0} style={{ listStyle: 'none' }}>
            {passkeys.state.passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.credentialId}
                passkey={passkey}
                lastUsedAt={uses ? (lastUse.get(passkey.credentialId) ?? null) : undefined}
                onRemove={() => {
                  setRemoving(passkey);
                  setConfirming(true);
                }}
              />
            ))}
          </Stack>
        ) : (
          <Text>You have no passkeys yet. Signing in asks for your password.</Text>
        )
      ) : null}
      <Group gap="sm">
        <Button
          leftSection={<IconFingerprint size={18} aria-hidden />}
          loading={passkeys.busy}
          disabled={!supported || passkeys.state.status !== 'ready'}
          onClick={() => void add()}
        >
          Add a passkey
        </Button>
        {supported ? null : <Text size="sm">This browser cannot make passkeys.</Text>}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Remove this passkey?"
        confirmLabel="Remove passkey"
        busy={passkeys.busy}
        onConfirm={() => (removing ? void remove(removing) : undefined)}
        onClose={() => setConfirming(false)}
      >
        <Text>
          “{removing?.name}” will no longer sign you in. Remove it from your device or password manager too, so it is
          not offered again.
        </Text>
      </ConfirmDialog>
    </AccountSection>
  );
}
