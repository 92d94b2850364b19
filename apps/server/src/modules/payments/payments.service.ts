import type { paymentListQuerySchema } from '@meridian/contracts/payments';
import {
  PAYMENT_KIND_LABELS,
  type PaymentKind,
  type PaymentRow,
  type PaymentStatus,
} from '@meridian/contracts/payments';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { zonedTimeToInstant } from '../../lib/zoned-time';
import { changeMarkerRepository } from './change-marker.repository';
import { paymentsRepository, type PaymentFilter, type PaymentRecord } from './payments.repository';
import { registrationIdOf } from './refund-ledger.service';

type ListInput = z.output<typeof paymentListQuerySchema>;

/** A ledger row as Sales shows it; `names` holds the referring affiliate's name when there is one. */
export function toPaymentRow(p: PaymentRecord, names: ReadonlyMap<number, string>): PaymentRow {
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
    affiliateName: p.affiliateId === null ? null : (names.get(p.affiliateId) ?? null),
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
  { header: 'Affiliate', value: (p) => p.affiliateName ?? '' },
  { header: 'Registration ID', value: (p) => p.registrationId ?? '' },
];

/** Inclusive days of the business's time zone → [from, until). */
function range(q: { from?: string; to?: string }, timeZone: string): Pick<PaymentFilter, 'from' | 'until'> {
  const dayAfter = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
  return {
    from: q.from ? zonedTimeToInstant(q.from, '00:00', timeZone) : undefined,
    until: q.to ? zonedTimeToInstant(dayAfter(q.to), '00:00', timeZone) : undefined,
  };
}

/** The Sales section: payments, totals by period, export. Refunds go through `Payments.refund`. */
export interface PaymentsServiceDeps {
  /** The business's time zone (the KPI setting): From and To are its days, as on the KPI page. */
  timeZone: () => Promise<string>;
  /** The users module's "First Last" of each user id: Sales names affiliates, never ids. */
  userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>;
}

export function createPaymentsService(orm: Orm, deps: PaymentsServiceDeps) {
  /** The rows as Sales shows them, each referring affiliate named. */
  async function rowsOf(records: PaymentRecord[]): Promise<PaymentRow[]> {
    const ids = [...new Set(records.flatMap((p) => (p.affiliateId === null ? [] : [p.affiliateId])))];
    const names = await deps.userNames(ids);
    return records.map((p) => toPaymentRow(p, names));
  }

  async function list(q: ListInput): Promise<PaymentRow[]> {
    const rows = await paymentsRepository.list(orm, {
      ...range(q, await deps.timeZone()),
      status: q.status,
      search: q.search,
      limit: q.limit,
    });
    return rowsOf(rows);
  }

  return {
    list,
    /** One ledger row as Sales shows it (after a refund). */
    row: async (record: PaymentRecord) => (await rowsOf([record]))[0]!,

    async exportCsv(q: ListInput): Promise<string> {
      return toCsv(CSV_COLUMNS, await list({ ...q, limit: 100_000 }));
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
