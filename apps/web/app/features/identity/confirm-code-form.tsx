import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { confirmCodeFormSchema } from '@meridian/contracts/identity';
import { useCodeForm } from './use-code-form';

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
  const { form, submit } = useCodeForm(confirmCodeFormSchema, onConfirm);

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text>
          We emailed a confirmation code to <strong>{destination}</strong>. Enter it below to finish. It can take a
          minute to arrive; check your spam folder too.
        </Text>
        <TextInput
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={busy}
          {...form.getInputProps('code')}
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
