import { Button, Group, Stack, TextInput } from '@mantine/core';
import { totpCodeFormSchema } from '@meridian/contracts/identity';
import type { ReactNode } from 'react';
import { useCodeForm } from './use-code-form';

interface TotpCodeFormProps {
  busy: boolean;
  /** Resolves with a message for the code field, or null when the code was taken. */
  onConfirm: (code: string) => Promise<string | null>;
  onBack?: () => void;
  /** What to do and where the code comes from, above the field. */
  children?: ReactNode;
  submitLabel?: string;
  backLabel?: string;
}

/** One authenticator code: the sign-in's MFA step, and the last step of setting an app up. */
export function TotpCodeForm({
  busy,
  onConfirm,
  onBack,
  children,
  submitLabel = 'Verify',
  backLabel = 'Back',
}: TotpCodeFormProps) {
  const { form, submit } = useCodeForm(totpCodeFormSchema, onConfirm);

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {children}
        <TextInput
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          disabled={busy}
          {...form.getInputProps('code')}
          data-autofocus
        />
        <Group justify={onBack ? 'space-between' : 'flex-end'} wrap="wrap">
          {onBack ? (
            <Button variant="subtle" onClick={onBack} disabled={busy}>
              {backLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
