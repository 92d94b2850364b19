import { Alert, Button, Divider, Group, PasswordInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { passkeySignInFormSchema, signInFormSchema } from '@meridian/contracts/identity';
import { IconFingerprint } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { usePasskeysSupported } from '../../lib/auth/sign-in-with-passkey';
import { useContractForm } from '../../lib/forms/use-contract-form';
import classes from './auth-forms.module.css';

/** The password field's id, so the page can take the keyboard there (after "Sign in with this email"). */
export const SIGN_IN_PASSWORD_ID = 'sign-in-password';
export const SIGN_IN_EMAIL_ID = 'sign-in-email';

interface SignInFormProps {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  info: string | null;
  onSubmit: (email: string, password: string) => Promise<void>;
  /** "Sign in with a passkey" for the email typed (shown where the browser can use passkeys). */
  onPasskey?: (email: string) => Promise<void>;
  /** Gets the email typed so far, to carry it into the reset form. */
  onForgot: (email: string) => void;
}

/**
 * Email and password sign-in (Amplify SRP), or the email and the account's passkey, with the failure
 * said plainly above the fields.
 */
export function SignInForm({ initialEmail, busy, error, info, onSubmit, onPasskey, onForgot }: SignInFormProps) {
  const form = useContractForm(signInFormSchema, { initialValues: { email: initialEmail, password: '' } });
  const passkeys = usePasskeysSupported() && onPasskey !== undefined;

  const withPasskey = async () => {
    const checked = form.checkAgainst(passkeySignInFormSchema);
    if (checked && onPasskey) await onPasskey(checked.email);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (checked) await onSubmit(checked.email, checked.password);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Could not sign in">
            {error}
          </Alert>
        ) : null}
        {info && !error ? (
          <Alert color="blue" variant="light" role="status">
            {info}
          </Alert>
        ) : null}
        <TextInput
          id={SIGN_IN_EMAIL_ID}
          label="Email"
          type="email"
          autoComplete="username"
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          id={SIGN_IN_PASSWORD_ID}
          label="Password"
          autoComplete="current-password"
          disabled={busy}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" wrap="wrap">
          <UnstyledButton
            className={classes.textButton}
            onClick={() => onForgot(form.values.email.trim())}
            disabled={busy}
          >
            Forgot password?
          </UnstyledButton>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Group>
        {passkeys ? (
          <>
            <Divider label="or" labelPosition="center" />
            <Button
              variant="default"
              leftSection={<IconFingerprint size={18} aria-hidden />}
              disabled={busy}
              onClick={() => void withPasskey()}
            >
              Sign in with a passkey
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              Enter your email above, then use your fingerprint, face or screen lock. No password needed.
            </Text>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
