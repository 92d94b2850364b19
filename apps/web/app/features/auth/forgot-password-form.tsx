import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from '@meridian/contracts/users';
import { useState, type FormEvent } from 'react';
import { loadIdentity } from '../../lib/auth/amplify';
import { codeErrorMessage, identityErrorName, signInErrorMessage } from '../../lib/auth/identity-errors';
import { CODE_REQUIRED_MESSAGE } from './confirm-code-form';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Sign in with your new password.';

interface ForgotPasswordFormProps {
  initialEmail: string;
  info: string | null;
  onDone: (message: string, email: string) => void;
  onCancel: () => void;
}

type Errors = Partial<Record<'email' | 'code' | 'password' | 'confirm', string>>;

/** resetPassword → a code by email → code and new password → confirmResetPassword. */
export function ForgotPasswordForm({ initialEmail, info, onDone, onCancel }: ForgotPasswordFormProps) {
  const [stage, setStage] = useState<'request' | 'reset'>('request');
  const [email, setEmail] = useState(initialEmail);
  const [destination, setDestination] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setErrors({ email: SIGN_UP_MESSAGES.email });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const identity = await loadIdentity();
      const result = await identity.resetPassword({ username: checked.data });
      const details = result.nextStep.codeDeliveryDetails;
      setDestination(details.destination ?? checked.data);
      setStage('reset');
    } catch (error) {
      // The pool does not reveal whether an email is registered; neither do we.
      if (identityErrorName(error) === 'UserNotFoundException') {
        setDestination(checked.data);
        setStage('reset');
      } else {
        setFailure(signInErrorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      ...(code.trim() === '' ? { code: CODE_REQUIRED_MESSAGE } : {}),
      ...(password.length < PASSWORD_MIN_LENGTH ? { password: SIGN_UP_MESSAGES.password } : {}),
      ...(confirm !== password ? { confirm: SIGN_UP_MESSAGES.confirmPassword } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const identity = await loadIdentity();
      await identity.confirmResetPassword({
        username: email.trim(),
        confirmationCode: code.trim(),
        newPassword: password,
      });
      onDone(PASSWORD_CHANGED_MESSAGE, email.trim());
    } catch (error) {
      const name = identityErrorName(error);
      if (name === 'CodeMismatchException' || name === 'ExpiredCodeException')
        setErrors({ code: codeErrorMessage(error) });
      else if (name === 'InvalidPasswordException')
        setErrors({ password: error instanceof Error ? error.message : '' });
      else setFailure(signInErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const alerts = (
    <>
      {failure ? (
        <Alert color="red" variant="light" role="alert" title="Could not reset the password">
          {failure}
        </Alert>
      ) : null}
      {info && !failure && stage === 'request' ? (
        <Alert color="blue" variant="light" role="status">
          {info}
        </Alert>
      ) : null}
    </>
  );

  if (stage === 'request') {
    return (
      <form noValidate onSubmit={(event) => void requestCode(event)}>
        <Stack gap="md">
          {alerts}
          <Text>Enter the email you signed up with and we will email you a code to choose a new password.</Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            error={errors.email}
            disabled={busy}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setErrors({});
            }}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={onCancel} disabled={busy}>
              Back to sign in
            </Button>
            <Button type="submit" loading={busy}>
              Send code
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void reset(event)}>
      <Stack gap="md">
        {alerts}
        <Text>
          If <strong>{destination}</strong> belongs to an account, a code is on its way. Enter it with your new
          password.
        </Text>
        <TextInput
          label="Reset code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={errors.code}
          disabled={busy}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters."
          autoComplete="new-password"
          value={password}
          error={errors.password}
          disabled={busy}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          disabled={busy}
          onChange={(event) => setConfirm(event.currentTarget.value)}
        />
        <Group justify="space-between" wrap="wrap">
          <Button variant="subtle" onClick={() => void requestCode()} disabled={busy}>
            Send a new code
          </Button>
          <Button type="submit" loading={busy}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
