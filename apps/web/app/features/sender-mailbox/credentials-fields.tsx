import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { MailProvider } from '@meridian/contracts/mail-providers';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import type { CredentialsValues } from './use-credentials-form';

type Form = ContractForm<CredentialsValues, unknown>;

const SECURITY_OPTIONS = [
  { value: 'tls', label: 'SSL/TLS' },
  { value: 'starttls', label: 'STARTTLS' },
  { value: 'none', label: 'None' },
];

/** "Email Address", "App Password" (shown as typed), and a custom provider's server settings. */
export function CredentialsFields({ form, provider }: { form: Form; provider: MailProvider }) {
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
        <TextInput
          label="App Password"
          type="text"
          description="Enter the app password exactly as your email provider gave it"
          autoComplete="off"
          spellCheck={false}
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
        </>
      ) : null}
    </>
  );
}
