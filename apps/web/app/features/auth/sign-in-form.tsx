import { Alert, Button, Group, PasswordInput, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { emailSchema } from '@meridian/contracts/users';
import { useState, type FormEvent } from 'react';
import classes from './auth-forms.module.css';

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password.';
/** The password field's id, so the page can take the keyboard there (after "Sign in with this email"). */
export const SIGN_IN_PASSWORD_ID = 'sign-in-password';

interface SignInFormProps {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  info: string | null;
  onSubmit: (email: string, password: string) => Promise<void>;
  /** Gets the email typed so far, to carry it into the reset form. */
  onForgot: (email: string) => void;
}

/** Email and password sign-in (Amplify SRP), with the failure said plainly above the fields. */
export function SignInForm({ initialEmail, busy, error, info, onSubmit, onForgot }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(email);
    const next = {
      ...(checked.success ? {} : { email: checked.error.issues[0]?.message ?? 'Please enter a valid email' }),
      ...(password === '' ? { password: PASSWORD_REQUIRED_MESSAGE } : {}),
    };
    setErrors(next);
    if (!checked.success || password === '') return;
    await onSubmit(checked.data, password);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
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
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          disabled={busy}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors(({ email: _email, ...rest }) => rest);
          }}
        />
        <PasswordInput
          id={SIGN_IN_PASSWORD_ID}
          label="Password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          disabled={busy}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors(({ password: _password, ...rest }) => rest);
          }}
        />
        <Group justify="space-between" wrap="wrap">
          <UnstyledButton className={classes.textButton} onClick={() => onForgot(email.trim())} disabled={busy}>
            Forgot password?
          </UnstyledButton>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
