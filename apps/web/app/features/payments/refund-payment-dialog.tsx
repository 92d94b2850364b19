import { getSalesSummary, refundPayment, type PaymentRow } from '@meridian/contracts/payments';
import { Text } from '@mantine/core';
import { formatMoneyExact } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { refundableCents } from './payment-status';

interface RefundPaymentDialogProps {
  payment: PaymentRow | null;
  onClose: () => void;
  onRefunded: (payment: PaymentRow) => void;
}

/** Refunds what is left of a payment, after stating the amount; the sales totals follow. */
export function RefundPaymentDialog({ payment, onClose, onRefunded }: RefundPaymentDialogProps) {
  const amount = payment ? formatMoneyExact(refundableCents(payment), payment.currency) : '';
  const refund = useEndpointMutation(refundPayment, {
    invalidates: [getSalesSummary],
    success: (refunded) => `${amount} refunded to ${refunded.buyerEmail}.`,
    failure: { title: 'Sales', fallback: 'The refund failed.' },
  });

  async function confirm() {
    if (!payment) return;
    const refunded = await refund.run({ params: { id: payment.id } });
    if (refunded) onRefunded(refunded);
  }

  return (
    <ConfirmDialog
      opened={payment !== null}
      title="Refund this payment?"
      confirmLabel={`Refund ${amount}`}
      busy={refund.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {payment ? (
        <>
          <Text fw={600}>
            {payment.buyerName} · {payment.buyerEmail} · {payment.description}
          </Text>
          <Text>{amount} goes back to the card the buyer paid with. A seat bought with this payment is released.</Text>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
