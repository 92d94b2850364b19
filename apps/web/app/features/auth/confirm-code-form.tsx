import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export const CODE_REQUIRED_MESSAGE = 'Enter the code from the email.';

interface ConfirmCodeFormProps {
  /** Where the code went (masked by the pool, e.g. "a***@e***.com"). */
  destination: string;
  busy: boolean;
  /** Resolves with a message for the code field, or null when it was accepted. */
  onConfirm: (code: string) => Promise<string | null>;
  onResend: () => Promise<void>;
  onBack?: () => void;
}

/** The email-verification step: code, resend, back. Shown when the pool asks to confirm the sign-up. */
export function ConfirmCodeForm({ destination, busy, onConfirm, onResend, onBack }: ConfirmCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(CODE_REQUIRED_MESSAGE);
      return;
    }
    setError(await onConfirm(code.trim()));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text>
          We emailed a confirmation code to <strong>{destination}</strong>. Enter it below to finish. It can take a
          minute to arrive; check your spam folder too.
        </Text>
        <TextInput
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={error}
          disabled={busy}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            {onBack ? (
              <Button variant="subtle" onClick={onBack} disabled={busy}>
                Back
              </Button>
            ) : null}
            <Button variant="default" onClick={() => void onResend()} disabled={busy}>
              Send a new code
            </Button>
          </Group>
          <Button type="submit" loading={busy}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
