import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordFormSchema, resetRequestFormSchema } from '@meridian/contracts/identity';
import { useState, type FormEvent } from 'react';
import { loadIdentity } from '../../lib/auth/amplify';
import { codeRequestErrorMessage, identityErrorName, signInErrorMessage } from '../../lib/auth/identity-errors';
import { failureErrors } from '../../lib/forms/failure-errors';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { NewPasswordFields } from './new-password-fields';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Sign in with your new password.';

/** What the pool may refuse in the reset step, under the field it concerns. */
const RESET_IDENTITY_FIELDS = {
  CodeMismatchException: 'code',
  ExpiredCodeException: 'code',
  InvalidPasswordException: 'password',
};

interface ForgotPasswordFormProps {
  initialEmail: string;
  info: string | null;
  onDone: (message: string, email: string) => void;
  onCancel: () => void;
}

/** resetPassword → a code by email → code and new password → confirmResetPassword. */
export function ForgotPasswordForm({ initialEmail, info, onDone, onCancel }: ForgotPasswordFormProps) {
  const [stage, setStage] = useState<'request' | 'reset'>('request');
  const [destination, setDestination] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useContractForm(resetRequestFormSchema, { initialValues: { email: initialEmail } });
  const reset = useContractForm(resetPasswordFormSchema, {
    initialValues: { code: '', password: '', confirmPassword: '' },
  });

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = request.check();
    if (!checked) return;
    setBusy(true);
    setFailure(null);
    try {
      const identity = await loadIdentity();
      const result = await identity.resetPassword({ username: checked.email });
      const details = result.nextStep.codeDeliveryDetails;
      setDestination(details.destination ?? checked.email);
      setStage('reset');
    } catch (error) {
      // The pool does not reveal whether an email is registered; neither do we.
      if (identityErrorName(error) === 'UserNotFoundException') {
        setDestination(checked.email);
        setStage('reset');
      } else {
        setFailure(codeRequestErrorMessage(error, 'reset'));
      }
    } finally {
      setBusy(false);
    }
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reset.check();
    if (!checked) return;
    setBusy(true);
    setFailure(null);
    const email = request.values.email.trim();
    try {
      const identity = await loadIdentity();
      await identity.confirmResetPassword({
        username: email,
        confirmationCode: checked.code,
        newPassword: checked.password,
      });
      onDone(PASSWORD_CHANGED_MESSAGE, email);
    } catch (error) {
      const placed = failureErrors(error, {
        fields: {},
        identityFields: RESET_IDENTITY_FIELDS,
        describe: signInErrorMessage,
      });
      reset.showErrors(placed.fields);
      setFailure(placed.form);
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
      <form ref={request.formRef} noValidate onSubmit={(event) => void requestCode(event)}>
        <Stack gap="md">
          {alerts}
          <Text>Enter the email you signed up with and we will email you a code to choose a new password.</Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            disabled={busy}
            {...request.getInputProps('email')}
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
    <form ref={reset.formRef} noValidate onSubmit={(event) => void changePassword(event)}>
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
          disabled={busy}
          {...reset.getInputProps('code')}
        />
        <NewPasswordFields getInputProps={reset.getInputProps} disabled={busy} description="At least 8 characters." />
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
