import { List, Text } from '@mantine/core';
import { TotpCodeForm } from './totp-code-form';
import { TotpQrCode } from './totp-qr-code';

interface TotpSetupFormProps {
  issuer: string;
  account: string;
  secret: string;
  busy: boolean;
  onConfirm: (code: string) => Promise<string | null>;
  onBack?: () => void;
  backLabel?: string;
  submitLabel?: string;
}

/**
 * Setting up an authenticator app (TOTP MFA): scan the QR code or type the key, then enter the code
 * the app shows. At sign-in (a role that must use MFA) and on the Account page.
 */
export function TotpSetupForm({ issuer, account, secret, ...form }: TotpSetupFormProps) {
  return (
    <TotpCodeForm {...form}>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or similar).
        </List.Item>
        <List.Item>Scan this QR code with it, or type the key shown under it.</List.Item>
        <List.Item>Enter the 6-digit code the app then shows.</List.Item>
      </List>
      <TotpQrCode issuer={issuer} account={account} secret={secret} />
      <Text size="sm" c="dimmed">
        From now on, signing in asks for the current code from this app after your password.
      </Text>
    </TotpCodeForm>
  );
}
