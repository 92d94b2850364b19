import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { StatusBadge } from '../../components/admin/status-badge';
import { notify } from '../../lib/notify';
import { AccountSection, AccountSectionStatus } from './account-section';
import { TotpSetupForm } from './totp-setup-form';
import { useAccountMfa } from './use-account-mfa';

interface AccountMfaSectionProps {
  /** The site's name, shown in the authenticator app. */
  issuer: string;
  email: string;
  /** One of the user's roles must use two-step sign-in: it cannot be turned off. */
  required: boolean;
}

const TITLE = 'Two-step sign-in';

/** Two-step sign-in (TOTP MFA): its state, setting an authenticator app up, and turning it off. */
export function AccountMfaSection({ issuer, email, required }: AccountMfaSectionProps) {
  const mfa = useAccountMfa();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const on = mfa.state.status === 'ready' && mfa.state.on;

  const start = async () => setProblem(await mfa.startSetup());
  const finish = async (code: string) => {
    const message = await mfa.finishSetup(code);
    if (!message) notify.success({ message: 'Two-step sign-in is on. Signing in now asks for a code from your app.' });
    return message;
  };
  const turnOff = async () => {
    const message = await mfa.turnOff();
    setConfirmingOff(false);
    setProblem(message);
    if (!message) notify.success({ message: 'Two-step sign-in is off.' });
  };

  const status =
    mfa.state.status === 'ready' ? <StatusBadge label={on ? 'On' : 'Off'} color={on ? 'teal.9' : 'gray.8'} /> : null;

  return (
    <AccountSection
      title={TITLE}
      summary="After your password, signing in asks for a 6-digit code from an authenticator app on your phone, so your password alone cannot open your account."
      aside={status}
    >
      <AccountSectionStatus
        problem={problem}
        state={mfa.state}
        loadingLabel="Loading two-step sign-in"
        onRetry={mfa.retry}
      />
      {mfa.secret ? (
        <TotpSetupForm
          issuer={issuer}
          account={email}
          secret={mfa.secret}
          busy={mfa.busy}
          onConfirm={finish}
          onBack={mfa.cancelSetup}
          backLabel="Cancel"
          submitLabel="Verify and turn on"
        />
      ) : mfa.state.status === 'ready' ? (
        <>
          <Text>
            {on
              ? 'Signing in asks for the code from your authenticator app.'
              : 'Signing in asks only for your password.'}
            {on && required ? ' Your role requires two-step sign-in, so it stays on.' : ''}
          </Text>
          <Group gap="sm">
            <Button variant={on ? 'default' : 'filled'} loading={mfa.busy} onClick={() => void start()}>
              {on ? 'Move to a new phone' : 'Turn on two-step sign-in'}
            </Button>
            {on && !required ? (
              <Button variant="subtle" color="red.9" disabled={mfa.busy} onClick={() => setConfirmingOff(true)}>
                Turn off
              </Button>
            ) : null}
          </Group>
        </>
      ) : null}
      <ConfirmDialog
        opened={confirmingOff}
        title="Turn off two-step sign-in?"
        confirmLabel="Turn off"
        busy={mfa.busy}
        onConfirm={() => void turnOff()}
        onClose={() => setConfirmingOff(false)}
      >
        <Text>
          Signing in will ask only for your password. You can turn two-step sign-in on again here at any time.
        </Text>
      </ConfirmDialog>
    </AccountSection>
  );
}
