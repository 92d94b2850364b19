import type { PaymentRow } from '@meridian/contracts/payments';
import {
  ADMIN_CREDIT_NOTE_PDF_PATH,
  ADMIN_RECEIPT_PDF_PATH,
  getPaymentDocuments,
  type PaymentDocuments,
} from '@meridian/contracts/receipts';
import { buildPath } from '@meridian/contracts/endpoint';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BusyModal } from '../../components/admin/busy-modal';
import { LoadError } from '../../components/admin/load-error';
import { useDownload } from '../../lib/download';
import { errorMessage } from '../../lib/error-message';
import { formatMoneyExact } from '../../lib/format';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

interface PaymentDocumentsDialogProps {
  payment: PaymentRow | null;
  onClose: () => void;
}

/** Sales → Receipt: a payment's receipt and its credit notes, each downloadable as PDF. */
export function PaymentDocumentsDialog({ payment, onClose }: PaymentDocumentsDialogProps) {
  return (
    <BusyModal busy={false} opened={payment !== null} onClose={onClose} title="Receipt and credit notes" size="lg">
      {payment ? <Documents payment={payment} /> : null}
    </BusyModal>
  );
}

function Documents({ payment }: { payment: PaymentRow }) {
  const documents = useEndpointQuery(getPaymentDocuments, { params: { id: payment.id } });
  if (documents.error) {
    return (
      <LoadError
        title="Receipt"
        message={errorMessage(documents.error, 'The receipt could not be loaded. Please try again.')}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (!documents.data) return <Loader aria-label="Loading the receipt" />;
  return <DocumentList payment={payment} documents={documents.data} />;
}

function DocumentList({ payment, documents }: { payment: PaymentRow; documents: PaymentDocuments }) {
  const download = useDownload('Receipt');
  const money = (cents: number) => formatMoneyExact(cents, payment.currency);
  if (!documents.receipt)
    return <Text>This payment was recorded before the site issued receipts, so it has none.</Text>;
  const receiptNumber = documents.receipt.number;
  return (
    <Stack gap="md">
      <Text size="sm">
        {payment.buyerName} · {payment.description} · {money(payment.amountCents)}
      </Text>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>Receipt {receiptNumber}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.busy}
          aria-label={`Download receipt ${receiptNumber} (PDF)`}
          onClick={() =>
            void download.start(
              buildPath(ADMIN_RECEIPT_PDF_PATH, { id: payment.id }),
              {},
              `receipt-${receiptNumber}.pdf`,
            )
          }
        >
          PDF
        </Button>
      </Group>
      {documents.creditNotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No credit notes: nothing of this payment has been refunded.
        </Text>
      ) : (
        documents.creditNotes.map((note) => (
          <Group key={note.id} justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>
                Credit note {note.number}: {money(note.amountCents)}
              </Text>
              <Text size="sm" c="dimmed">
                {note.reason}
              </Text>
            </div>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={`Download credit note ${note.number} (PDF)`}
              onClick={() =>
                void download.start(
                  buildPath(ADMIN_CREDIT_NOTE_PDF_PATH, { id: note.id }),
                  {},
                  `credit-note-${note.number}.pdf`,
                )
              }
            >
              PDF
            </Button>
          </Group>
        ))
      )}
    </Stack>
  );
}
