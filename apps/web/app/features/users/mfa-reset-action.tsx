import { Button, Text } from '@mantine/core';
import { resetUserMfa, USER_MFA_MESSAGES, type AdminUser } from '@meridian/contracts/users';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/**
 * MFA recovery (docs/decisions/2026-11-27-totp-mfa.md): resets another person's two-step sign-in
 * after asking; the server mails them and, if their role requires it, their next sign-in sets it up.
 */
export function MfaResetAction({ user }: { user: AdminUser }) {
  const [asking, setAsking] = useState(false);
  const reset = useEndpointMutation(resetUserMfa, {
    success: () => USER_MFA_MESSAGES.reset(user.email),
    failure: { title: 'Email Users', fallback: 'Two-step sign-in could not be reset.' },
  });

  const confirm = async () => {
    await reset.run({ params: { id: user.id } });
    setAsking(false);
  };

  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        aria-label={`Reset two-step sign-in for ${user.email}`}
        onClick={() => setAsking(true)}
      >
        Reset 2-step
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Reset two-step sign-in?"
        confirmLabel="Reset"
        busy={reset.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        <Text>
          Codes from the authenticator app {user.email} set up stop working. We email them that it was reset. If their
          role requires two-step sign-in, their next sign-in sets it up again with a new QR code.
        </Text>
        <Text size="sm" c="dimmed">
          Only do this when you are sure who asked, for example after they lost their phone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
