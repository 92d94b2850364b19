import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import type { Prices } from '@meridian/contracts/settings';
import { ROLES } from '@meridian/contracts/roles';
import type { AdvertisingPlan } from '@meridian/contracts/users';
import { useEffect, type FormEvent } from 'react';
import { ConfirmCodeForm } from './confirm-code-form';
import { SignUpFields } from './sign-up-fields';
import { SignUpTitle } from './sign-up-title';
import type { SignUpFlow } from './use-sign-up-flow';
import { useSignUpForm } from './use-sign-up-form';

interface SignUpModalProps {
  opened: boolean;
  onClose: () => void;
  /** The preselected role from `?role=` (3 affiliate, 4 advertiser), or null. */
  roleId: number | null;
  /** The advertising plan the switch starts on when the modal opens (from `?plan=`). */
  initialPlan?: AdvertisingPlan;
  prices: Prices;
  flow: SignUpFlow;
  /**
   * "Sign in with this email" under an email that has an account, and "Already have an account? Sign
   * in" under the form: gets the email typed (empty when none).
   */
  onSignInInstead?: (email: string) => void;
  /** After the closing animation (focus can move to the page then). */
  onClosed?: () => void;
}

function leadFor(roleId: number | null): string {
  if (roleId === ROLES.Affiliate)
    return 'Create your affiliate account to get your referral links and earn commission.';
  if (roleId === ROLES.Advertiser) return 'Create your advertiser account and choose how you would like to be billed.';
  return 'Create your account.';
}

/** The sign-up modal (docs/product.md, Sign-up). Everything typed stays put through every error. */
export function SignUpModal(props: SignUpModalProps) {
  const { opened, onClose, roleId, initialPlan = 'monthly', prices, flow, onSignInInstead, onClosed } = props;
  const form = useSignUpForm(roleId);
  const { setFieldValue } = form;

  // Each opening starts on the plan the visitor chose on the page that sent them here.
  useEffect(() => {
    if (opened) setFieldValue('plan', initialPlan);
  }, [opened, initialPlan, setFieldValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (flow.busy) return;
    const data = form.check();
    if (!data) return;
    const serverErrors = await flow.submit(data);
    if (Object.keys(serverErrors).length > 0) form.showErrors(serverErrors);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<SignUpTitle roleId={roleId} />}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ duration: 250 }}
      onExitTransitionEnd={onClosed}
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
        <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {leadFor(roleId)}
            </Text>
            <SignUpFields
              form={form}
              roleId={roleId}
              prices={prices}
              disabled={flow.busy}
              onSignInInstead={onSignInInstead ? () => onSignInInstead(form.values.email.trim()) : undefined}
            />
            <Button type="submit" size="md" fullWidth loading={flow.busy}>
              Register
            </Button>
            {onSignInInstead ? (
              <Text size="sm" ta="center">
                Already have an account?{' '}
                <Anchor
                  component="button"
                  type="button"
                  fw={700}
                  disabled={flow.busy}
                  onClick={() => onSignInInstead(form.values.email.trim())}
                >
                  Sign in
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
