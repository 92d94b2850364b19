import {
  getSalesSummary,
  refundInputSchema,
  refundPayment,
  REFUND_REASON_MAX,
  type PaymentRow,
} from '@meridian/contracts/payments';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { formatMoneyExact } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { refundableCents } from './payment-status';

interface RefundPaymentDialogProps {
  payment: PaymentRow | null;
  onClose: () => void;
  onRefunded: (payment: PaymentRow) => void;
}

/**
 * Refunds any part of what is left of a payment, with a reason (docs/product.md, Refunds): the amount
 * starts at everything left; the credit note, the sales totals and the affiliate's commission follow.
 */
export function RefundPaymentDialog({ payment, onClose, onRefunded }: RefundPaymentDialogProps) {
  return (
    <GuardedFormModal opened={payment !== null} onClose={onClose} title="Refund this payment">
      {(guard) =>
        payment ? (
          <RefundForm
            payment={payment}
            onDirtyChange={guard.setDirty}
            onCancel={guard.requestClose}
            onSaved={onClose}
            onRefunded={onRefunded}
          />
        ) : null
      }
    </GuardedFormModal>
  );
}

const units = (cents: number) => (cents / 100).toFixed(2);

function RefundForm({
  payment,
  onRefunded,
  ...modal
}: { payment: PaymentRow; onRefunded: (payment: PaymentRow) => void } & ModalFormProps) {
  const left = refundableCents(payment);
  const form = useContractForm(refundInputSchema, { initialValues: { amount: units(left), reason: '' } });
  const refund = useEndpointMutation(refundPayment, { invalidates: [getSalesSummary] });
  const submit = useModalFormSubmit(
    form,
    modal,
    async (body) => {
      // The amount as typed: the contract reads it in the currency's units (`body.amount` is its cents).
      const refunded = await refund.mutateAsync({
        params: { id: payment.id },
        body: { amount: form.values.amount, reason: body.reason },
      });
      onRefunded(refunded);
      return `${formatMoneyExact(body.amount, payment.currency)} refunded to ${refunded.buyerEmail}. A credit note was issued.`;
    },
    'The refund failed. Nothing was changed; please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text fw={600}>
          {payment.buyerName} · {payment.buyerEmail} · {payment.description}
        </Text>
        <Text size="sm">
          Paid {formatMoneyExact(payment.amountCents, payment.currency)}
          {payment.refundedCents > 0
            ? `, ${formatMoneyExact(payment.refundedCents, payment.currency)} refunded`
            : ''}; {formatMoneyExact(left, payment.currency)} left. The amount goes back to the card the buyer paid
          with. A seat is released only when nothing is left.
        </Text>
        <FormError message={form.formError} />
        <TextInput
          label={`Amount to refund (${payment.currency.toUpperCase()})`}
          description={`Up to ${units(left)}`}
          inputMode="decimal"
          {...form.getInputProps('amount')}
        />
        <Textarea
          label="Reason"
          description="Printed on the credit note and kept in the audit log"
          rows={3}
          maxLength={REFUND_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <ModalFormActions mt="xs" busy={refund.isPending} submitLabel="Refund" onCancel={modal.onCancel} />
      </Stack>
    </form>
  );
}
