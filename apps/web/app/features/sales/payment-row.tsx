import { PAYMENT_KIND_LABELS, type PaymentRow as Row } from '@meridian/contracts/payments';
import { Button, Table, Text } from '@mantine/core';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatMoneyExact } from '../../lib/format';
import { PAYMENT_STATUS_BADGE, PROVIDER_LABEL, refundableCents } from './payment-status';

interface PaymentRowProps {
  payment: Row;
  zone: string;
  onRefund: (payment: Row) => void;
}

/** One payment: when, who, what, how much and how much went back, with Refund. */
export function PaymentRow({ payment, zone, onRefund }: PaymentRowProps) {
  const badge = PAYMENT_STATUS_BADGE[payment.status];
  const money = (cents: number) => formatMoneyExact(cents, payment.currency);
  return (
    <Table.Tr>
      <Table.Td>
        <Stamp iso={payment.paidAt} zone={zone} />
      </Table.Td>
      <Table.Td>
        <Text fw={600}>{payment.buyerName}</Text>
        <Text size="sm">{payment.buyerEmail}</Text>
      </Table.Td>
      <Table.Td>{PAYMENT_KIND_LABELS[payment.kind]}</Table.Td>
      <Table.Td>{payment.description}</Table.Td>
      <Table.Td>{money(payment.amountCents)}</Table.Td>
      <Table.Td>{payment.refundedCents > 0 ? money(payment.refundedCents) : '—'}</Table.Td>
      <Table.Td>
        <StatusBadge label={badge.label} color={badge.color} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{PROVIDER_LABEL[payment.provider]}</Table.Td>
      <Table.Td>{payment.affiliateId === 0 ? '—' : `#${payment.affiliateId}`}</Table.Td>
      <Table.Td>
        {refundableCents(payment) > 0 ? (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            aria-label={`Refund ${money(refundableCents(payment))} to ${payment.buyerEmail}`}
            onClick={() => onRefund(payment)}
          >
            Refund
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
