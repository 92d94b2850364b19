import type { paymentListQuerySchema } from '@meridian/contracts/payments';
import {
  PAYMENT_KIND_LABELS,
  type PaymentKind,
  type PaymentRow,
  type PaymentStatus,
  type SalesPeriod,
  type SalesSummary,
} from '@meridian/contracts/payments';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { changeMarkerRepository } from './change-marker.repository';
import { paymentsRepository, type PaymentFilter, type PaymentRecord } from './payments.repository';
import { registrationIdOf } from './refund-ledger';

type ListInput = z.output<typeof paymentListQuerySchema>;

export function toPaymentRow(p: PaymentRecord): PaymentRow {
  return {
    id: p.id,
    kind: p.kind as PaymentKind,
    description: p.description,
    registrationId: registrationIdOf(p),
    amountCents: p.amountCents,
    refundedCents: p.refundedCents,
    currency: p.currency,
    status: p.status as PaymentStatus,
    buyerEmail: p.buyerEmail,
    buyerName: p.buyerName,
    affiliateId: p.affiliateId ?? 0,
    provider: p.provider === 'stripe' ? 'stripe' : 'test',
    paidAt: p.paidAt.toISOString(),
    refundedAt: p.refundedAt?.toISOString() ?? null,
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);

const CSV_COLUMNS: CsvColumn<PaymentRow>[] = [
  { header: 'Payment ID', value: (p) => p.id },
  { header: 'Paid at (UTC)', value: (p) => p.paidAt },
  { header: 'Kind', value: (p) => PAYMENT_KIND_LABELS[p.kind] },
  { header: 'Description', value: (p) => p.description },
  { header: 'Buyer', value: (p) => p.buyerName },
  { header: 'Email', value: (p) => p.buyerEmail },
  { header: 'Amount', value: (p) => money(p.amountCents) },
  { header: 'Refunded', value: (p) => money(p.refundedCents) },
  { header: 'Currency', value: (p) => p.currency.toUpperCase() },
  { header: 'Status', value: (p) => p.status },
  { header: 'Provider', value: (p) => p.provider },
  { header: 'Affiliate ID', value: (p) => p.affiliateId },
  { header: 'Registration ID', value: (p) => p.registrationId ?? '' },
];

/** Inclusive UTC days → [from, until). */
function range(q: { from?: string; to?: string }): Pick<PaymentFilter, 'from' | 'until'> {
  const until = q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined;
  return { from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined, until };
}

/** The Sales section: payments, totals by period, export. Refunds go through `Payments.refund`. */
export function createPaymentsService(orm: Orm, defaultCurrency: () => Promise<string>) {
  async function list(q: ListInput): Promise<PaymentRow[]> {
    const rows = await paymentsRepository.list(orm, {
      ...range(q),
      status: q.status,
      search: q.search,
      limit: q.limit,
    });
    return rows.map(toPaymentRow);
  }

  return {
    list,

    async exportCsv(q: ListInput): Promise<string> {
      return toCsv(CSV_COLUMNS, await list({ ...q, limit: 100_000 }));
    },

    async summary(q: { period: SalesPeriod; from?: string; to?: string }): Promise<SalesSummary> {
      const rows = await paymentsRepository.totals(orm, q.period, range(q));
      const periods = rows.map((r) => {
        const gross = Number(r.grossCents);
        const refunded = Number(r.refundedCents);
        return {
          start: r.start,
          count: Number(r.count),
          grossCents: gross,
          refundedCents: refunded,
          netCents: gross - refunded,
        };
      });
      const sum = (pick: (p: (typeof periods)[number]) => number) => periods.reduce((total, p) => total + pick(p), 0);
      return {
        currency: rows[0]?.currency ?? (await defaultCurrency()),
        period: q.period,
        totals: {
          count: sum((p) => p.count),
          grossCents: sum((p) => p.grossCents),
          refundedCents: sum((p) => p.refundedCents),
          netCents: sum((p) => p.netCents),
        },
        periods,
      };
    },

    /**
     * Moves whenever a session, registration or payment changes (the admin views poll it): the
     * change-marker subscriber counts every such domain event.
     */
    async changes(): Promise<{ version: string }> {
      return { version: String(await changeMarkerRepository.read(orm)) };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
