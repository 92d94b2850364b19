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
          <ServerFields form={form} server="smtp" />
          <ServerFields form={form} server="imap" />
        </>
      ) : null}
    </>
  );
}

const SERVER_LABELS = {
  smtp: { host: 'SMTP Server', placeholder: 'smtp.example.com', port: 'Port', security: 'Security', hint: undefined },
  imap: {
    host: 'IMAP Server (optional)',
    placeholder: 'imap.example.com',
    port: 'IMAP Port',
    security: 'IMAP Security',
    hint: "Where bounces and complaints are read. Leave blank for the SMTP server's imap. name on port 993.",
  },
};

/** A custom provider's server: where mail is sent (SMTP) or read back for bounces (IMAP). */
function ServerFields({ form, server }: { form: Form; server: 'smtp' | 'imap' }) {
  const labels = SERVER_LABELS[server];
  return (
    <>
      <TextInput
        label={labels.host}
        description={labels.hint}
        placeholder={labels.placeholder}
        autoComplete="off"
        {...form.getInputProps(`${server}Host`)}
      />
      <Group grow align="flex-start">
        <TextInput
          label={labels.port}
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps(`${server}Port`)}
        />
        <NativeSelect label={labels.security} data={SECURITY_OPTIONS} {...form.getInputProps(`${server}Security`)} />
      </Group>
    </>
  );
}
