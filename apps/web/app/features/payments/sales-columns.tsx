import {
  PAYMENT_KIND_LABELS,
  type PaymentRow,
  type SalesPeriod,
  type SalesSummary,
} from '@meridian/contracts/payments';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatMoneyExact } from '../../lib/format';
import { PAYMENT_STATUS_BADGE, PROVIDER_LABEL, refundableCents } from './payment-status';
import { periodLabel } from './period-label';

type PeriodTotals = SalesSummary['periods'][number];

/** The totals of each day, week or month: the same lines as the KPI's revenue (docs/product.md, Money). */
export function periodColumns(period: SalesPeriod, currency: string): DataColumn<PeriodTotals>[] {
  const money = (cents: number) => formatMoneyExact(cents, currency);
  return [
    { title: 'Period', kind: 'main', cell: (row) => periodLabel(row.start, period) },
    { title: 'Payments', numeric: true, cell: (row) => row.count },
    { title: 'Gross', numeric: true, cell: (row) => money(row.grossCents) },
    { title: 'Refunds', numeric: true, cell: (row) => money(row.refundedCents) },
    { title: 'Affiliate commissions', numeric: true, cell: (row) => money(row.commissionsCents) },
    { title: 'Net revenue', numeric: true, cell: (row) => <Text fw={700}>{money(row.netCents)}</Text> },
  ];
}

interface PaymentColumnsOptions {
  zone: string;
  onRefund: (payment: PaymentRow) => void;
  /** Opens the payment's receipt and credit notes. */
  onDocuments: (payment: PaymentRow) => void;
}

/** Every payment: who, what, how much and how much went back, its state, who referred it, when, and Refund. */
export function paymentColumns({ zone, onRefund, onDocuments }: PaymentColumnsOptions): DataColumn<PaymentRow>[] {
  return [
    {
      title: 'Buyer',
      kind: 'main',
      maxWidth: 220,
      cell: (payment) => (
        <>
          <Text fw={600}>{payment.buyerName}</Text>
          <Text size="sm">{payment.buyerEmail}</Text>
        </>
      ),
    },
    {
      title: 'Purchase',
      maxWidth: 240,
      cell: (payment) => (
        <>
          <Text size="sm" fw={600}>
            {PAYMENT_KIND_LABELS[payment.kind]}
          </Text>
          <Text size="sm" c="dimmed">
            {payment.description}
          </Text>
        </>
      ),
    },
    {
      title: 'Amount',
      numeric: true,
      cell: (payment) => (
        <>
          <Text size="sm">{formatMoneyExact(payment.amountCents, payment.currency)}</Text>
          {payment.refundedCents > 0 ? (
            <Text size="sm" c="dimmed">
              {formatMoneyExact(payment.refundedCents, payment.currency)} refunded
            </Text>
          ) : null}
        </>
      ),
    },
    {
      title: 'Status',
      cell: (payment) => {
        const badge = PAYMENT_STATUS_BADGE[payment.status];
        return (
          <Stack gap={4} align="flex-start">
            <StatusBadge label={badge.label} color={badge.color} />
            <Text size="sm" c="dimmed">
              {PROVIDER_LABEL[payment.provider]}
            </Text>
          </Stack>
        );
      },
    },
    { title: 'Affiliate', maxWidth: 150, cell: (payment) => payment.affiliateName ?? '—' },
    { title: 'Paid at', cell: (payment) => <Stamp iso={payment.paidAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (payment) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={`Receipt and credit notes of ${payment.buyerEmail}'s payment`}
            onClick={() => onDocuments(payment)}
          >
            Receipt
          </Button>
          {refundableCents(payment) > 0 ? (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              aria-label={`Refund ${formatMoneyExact(refundableCents(payment), payment.currency)} to ${payment.buyerEmail}`}
              onClick={() => onRefund(payment)}
            >
              Refund
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}
