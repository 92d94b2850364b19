import { Box, Center, Code, CopyButton, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { groupedSecret, totpSetupUri } from './totp-setup-uri';

interface TotpQrCodeProps {
  /** The site's name, shown in the app next to the code. */
  issuer: string;
  /** The person's email, the account's name in the app. */
  account: string;
  /** The secret the user pool handed out (base32). */
  secret: string;
}

const QR_SIZE = 200;

/**
 * The authenticator app's setup: a QR code of the `otpauth://` address and the secret as text for
 * typing in by hand. The QR library loads with this component, never with the sign-in page.
 */
export function TotpQrCode({ issuer, account, secret }: TotpQrCodeProps) {
  const [image, setImage] = useState<string | null>(null);
  const uri = totpSetupUri(issuer, account, secret);

  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (!cancelled) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (!cancelled) setImage('');
      });
    return () => {
      cancelled = true;
    };
  }, [uri]);

  return (
    <Stack gap="sm" align="center">
      <Center w={QR_SIZE} h={QR_SIZE} bg="white" style={{ borderRadius: 8 }}>
        {image ? (
          <img
            src={image}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={`QR code to add ${issuer} to your authenticator app`}
          />
        ) : image === null ? (
          <Loader aria-label="Making the QR code" />
        ) : (
          <Text size="sm" c="dimmed" ta="center" px="sm">
            The QR code could not be shown. Type the key below into your app instead.
          </Text>
        )}
      </Center>
      <Box ta="center">
        <Text size="sm" c="dimmed">
          Or type this key into the app:
        </Text>
        <Group gap="xs" justify="center" wrap="wrap">
          <Code fz="md" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {groupedSecret(secret)}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="subtle" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Box>
    </Stack>
  );
}
