import { buildPath } from '@meridian/contracts/endpoint';
import { getReceipt, RECEIPT_CREDIT_NOTE_PDF_PATH, RECEIPT_PDF_PATH } from '@meridian/contracts/receipts';
import { Alert, Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ReceiptBuyerForm } from '../../features/receipts/receipt-buyer-form';
import { ReceiptDocument } from '../../features/receipts/receipt-document';
import { errorMessage } from '../../lib/error-message';
import type { RouteHandle } from '../../lib/page-meta';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Your receipt', description: 'Your receipt, to download as PDF.', noindex: true }),
};

/**
 * /receipt?token=…: the signed link in the paid seat's confirmation email (docs/product.md, Receipts
 * and credit notes). The buyer may add a company name and tax id, then downloads the PDF.
 */
export default function ReceiptPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || '-';
  const receipt = useEndpointQuery(
    getReceipt,
    { params: { token }, loading: false },
    { staleTime: 0, keepRunning: true },
  );
  const pdf = buildPath(RECEIPT_PDF_PATH, { token });

  return (
    <Container size="md" py={{ base: 32, md: 64 }}>
      <Stack gap="lg">
        <Title order={1}>Your receipt</Title>
        {receipt.error ? (
          <Alert role="status" variant="outline" color="red.9" title="Link not valid">
            {errorMessage(receipt.error, 'The receipt could not be loaded. Please try again.')}
          </Alert>
        ) : !receipt.data ? (
          <Stack align="flex-start" gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading your receipt…</Text>
          </Stack>
        ) : (
          <>
            <ReceiptDocument receipt={receipt.data} />
            {receipt.data.buyerDetailsLocked ? null : <ReceiptBuyerForm token={token} receipt={receipt.data} />}
            <Stack gap="xs" align="flex-start">
              <Button
                component="a"
                href={pdf}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => setTimeout(() => void receipt.refetch(), 1500)}
              >
                Download receipt (PDF)
              </Button>
              {receipt.data.creditNotes.map((note) => (
                <Anchor key={note.id} href={buildPath(RECEIPT_CREDIT_NOTE_PDF_PATH, { token, id: note.id })} download>
                  Download credit note {note.number} (PDF)
                </Anchor>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
