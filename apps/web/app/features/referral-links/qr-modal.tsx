import { referralLinkQr, REFERRAL_LINK_LABELS, type ReferralLinkKind } from '@meridian/contracts/referral-links';
import { Alert, Anchor, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { qrFileName } from './link-url';

export interface QrModalProps {
  kind: ReferralLinkKind;
  /** A valid campaign tag or ''. */
  tag: string;
  onClose: () => void;
}

/** An object URL for `svg` text, released when it changes or the modal closes. */
function useSvgUrl(svg: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!svg) return undefined;
    const next = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [svg]);
  return svg ? url : null;
}

/** A link's QR code, rendered by the server, with a download of the SVG. */
export default function QrModal({ kind, tag, onClose }: QrModalProps) {
  const label = REFERRAL_LINK_LABELS[kind];
  const qr = useEndpointQuery(referralLinkQr, { query: { kind, ...(tag ? { sub: tag } : {}) } });
  const src = useSvgUrl(qr.data?.svg);
  return (
    <Modal opened onClose={onClose} title={`QR code: ${label}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {qr.error ? (
        <Alert color="red.9" variant="outline" role="alert" title="QR code">
          {errorMessage(qr.error, 'The QR code could not be loaded. Please try again.')}
        </Alert>
      ) : src && qr.data ? (
        <Stack align="center" gap="sm">
          <Image src={src} alt={`QR code of ${qr.data.url}`} w={240} h={240} data-testid="qr-image" />
          <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
            {qr.data.url}
          </Text>
          <Anchor href={src} download={qrFileName(kind, tag)} fw={600}>
            <IconDownload size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Download SVG
          </Anchor>
        </Stack>
      ) : (
        <Center h={240}>
          <Loader aria-label="Loading the QR code" />
        </Center>
      )}
    </Modal>
  );
}
