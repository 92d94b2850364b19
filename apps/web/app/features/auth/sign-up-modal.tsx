import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Prices } from '@meridian/contracts/site';
import { ROLES } from '@meridian/contracts/roles';
import { useRef, type FormEvent } from 'react';
import { ConfirmCodeForm } from './confirm-code-form';
import { SignUpFields } from './sign-up-fields';
import { signUpTitle } from './sign-up-title';
import type { SignUpFlow } from './use-sign-up-flow';
import { useSignUpForm } from './use-sign-up-form';

interface SignUpModalProps {
  opened: boolean;
  onClose: () => void;
  /** The preselected role from `?role=` (3 affiliate, 4 advertiser), or null. */
  roleId: number | null;
  prices: Prices;
  flow: SignUpFlow;
}

function leadFor(roleId: number | null): string {
  if (roleId === ROLES.Affiliate)
    return 'Create your affiliate account to get your referral links and earn commission.';
  if (roleId === ROLES.Advertiser) return 'Create your advertiser account and choose how you would like to be billed.';
  return 'Create your account.';
}

/** The seed's sign-up modal (§2, §3, §5). Everything typed stays put through every error. */
export function SignUpModal({ opened, onClose, roleId, prices, flow }: SignUpModalProps) {
  const form = useSignUpForm(roleId);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = () => {
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (flow.busy) return;
    const data = form.validate();
    if (!data) {
      focusFirstError();
      return;
    }
    const serverErrors = await flow.submit(data);
    if (Object.keys(serverErrors).length > 0) {
      form.setErrors(serverErrors);
      focusFirstError();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={signUpTitle(roleId)}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ duration: 250 }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {flow.step === 'confirm' ? (
        <ConfirmCodeForm
          destination={flow.codeDestination ?? form.values.email}
          busy={flow.busy}
          onConfirm={flow.confirmCode}
          onResend={flow.resendCode}
          onBack={flow.backToForm}
        />
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {leadFor(roleId)}
            </Text>
            <SignUpFields form={form} roleId={roleId} prices={prices} disabled={flow.busy} />
            <Button type="submit" size="md" fullWidth loading={flow.busy}>
              Register
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
