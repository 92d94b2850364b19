import { Button, Stack, Text } from '@mantine/core';
import { mailProviderFor } from '@meridian/contracts/sender-mailboxes-providers';
import { EMAIL_PATTERN } from '@meridian/contracts/users';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { CredentialsFields } from './credentials-fields';
import { ProviderGuidance } from './provider-guidance';
import { useCredentialsForm } from './use-credentials-form';
import { FormError } from '../../components/form-error';

interface CredentialsFormProps {
  userId: number | null;
  returnTo: string;
  onSaved: () => void;
}

/** The seed's credentials form, with the address's provider recognised as it is typed. */
export function CredentialsForm({ userId, returnTo, onSaved }: CredentialsFormProps) {
  const { form, submit, busy } = useCredentialsForm(userId, onSaved);
  const email = form.values.email.trim();
  const provider = mailProviderFor(email);
  const recognisable = EMAIL_PATTERN.test(email);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <FormError message={form.formError} />
        <CredentialsFields form={form} provider={provider} />
        {recognisable ? <ProviderGuidance provider={provider} returnTo={returnTo} /> : null}
        {provider.appPasswords ? (
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Saving Credentials...' : 'Save & Continue'}
          </Button>
        ) : null}
        <Text size="xs" c="dimmed" ta="center">
          <IconLock size={12} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Your credentials are securely stored and encrypted. We never share them with third parties.
        </Text>
      </Stack>
    </form>
  );
}
