import { Button, Group, List, Text } from '@mantine/core';
import type { AccountSession } from '@meridian/contracts/identity-account';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { StatusBadge } from '../../components/admin/status-badge';
import { signInErrorMessage } from '../../lib/auth/identity-errors';
import { signOutEverywhere } from '../../lib/auth/sign-out';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { AccountSection } from './account-section';

interface AccountSessionsSectionProps {
  /** Live sign-ins, newest first; null when the user pool does not list them (AWS Cognito). */
  sessions: readonly AccountSession[] | null;
}

function SessionItem({ session }: { session: AccountSession }) {
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>Signed in {formatDateTime(session.startedAt)}</Text>
        {session.current ? <StatusBadge label="This browser" color="teal.9" /> : null}
      </Group>
      <Text size="sm" c="dimmed">
        Last active {formatDateTime(session.lastActiveAt)} · ends {formatDateTime(session.expiresAt)} unless it signs
        out first
      </Text>
    </List.Item>
  );
}

/** Where the account is signed in, and "Sign out everywhere" (the pool's GlobalSignOut). */
export function AccountSessionsSection({ sessions }: AccountSessionsSectionProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const signOutAll = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
      notify.success({ message: 'You are signed out on every device.' });
      void navigate('/login', { replace: true });
    } catch (error) {
      notify.error({ title: 'Account', message: signInErrorMessage(error) });
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <AccountSection
      title="Where you are signed in"
      summary="Each sign-in stays active until it signs out or its time runs out. Signing out everywhere ends them all, this one included."
    >
      {sessions ? (
        <List spacing="sm" listStyleType="none" aria-label="Active sign-ins">
          {sessions.map((session, index) => (
            <SessionItem key={`${session.startedAt}-${index}`} session={session} />
          ))}
        </List>
      ) : null}
      <Group>
        <Button variant="default" color="red.9" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        busy={busy}
        onConfirm={() => void signOutAll()}
        onClose={() => setConfirming(false)}
      >
        <Text>
          Every device and browser signed in to your account is signed out, this one too. You sign in again with your
          password (and your authenticator code, if two-step sign-in is on).
        </Text>
      </ConfirmDialog>
    </AccountSection>
  );
}
