import { Group, NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import type { MailProvider } from '@meridian/contracts/sender-mailboxes-providers';
import { useState } from 'react';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import type { CredentialsValues } from './use-credentials-form';

type Form = ContractForm<CredentialsValues, unknown>;

const SECURITY_OPTIONS = [
  { value: 'tls', label: 'SSL/TLS' },
  { value: 'starttls', label: 'STARTTLS' },
  { value: 'none', label: 'None' },
];

/**
 * "Email Address", "App Password" (visible as typed, as the seed asks, with a button to hide it from
 * someone looking on), and a custom provider's server settings.
 */
export function CredentialsFields({ form, provider }: { form: Form; provider: MailProvider }) {
  const [passwordShown, setPasswordShown] = useState(true);
  return (
    <>
      <TextInput
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        data-autofocus
        {...form.getInputProps('email')}
      />
      {provider.appPasswords ? (
        <PasswordInput
          label="App Password"
          description="Enter the app password exactly as your email provider gave it"
          autoComplete="off"
          spellCheck={false}
          visible={passwordShown}
          onVisibilityChange={setPasswordShown}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': passwordShown ? 'Hide password' : 'Show password',
            'aria-pressed': undefined,
          }}
          {...form.getInputProps('appPassword')}
        />
      ) : null}
      {provider.smtp === null ? (
        <>
          <TextInput
            label="SMTP Server"
            placeholder="smtp.example.com"
            autoComplete="off"
            {...form.getInputProps('smtpHost')}
          />
          <Group grow align="flex-start">
            <TextInput label="Port" inputMode="numeric" autoComplete="off" {...form.getInputProps('smtpPort')} />
            <NativeSelect label="Security" data={SECURITY_OPTIONS} {...form.getInputProps('smtpSecurity')} />
          </Group>
          <TextInput
            label="IMAP Server (optional)"
            description="Where bounces and complaints are read. Leave blank for the SMTP server's imap. name on port 993."
            placeholder="imap.example.com"
            autoComplete="off"
            {...form.getInputProps('imapHost')}
          />
          <Group grow align="flex-start">
            <TextInput label="IMAP Port" inputMode="numeric" autoComplete="off" {...form.getInputProps('imapPort')} />
            <NativeSelect label="IMAP Security" data={SECURITY_OPTIONS} {...form.getInputProps('imapSecurity')} />
          </Group>
        </>
      ) : null}
    </>
  );
}
