import { paymentRefunds, payments } from '../../modules/payments/payments.tables';
import { insertReturningIds, insertRows } from '../bulk-insert.repository';
import { need, type DemoDomain, type DemoPayment } from '../demo-context';

/**
 * The billing ledger's row for every seat that was paid for (kind `rsvp_seat`, subject the
 * registration), refunded in full where the registration was refunded (one `payment_refunds` row each,
 * which the KPI's refunds by day read).
 */
export const paymentsDemo: DemoDomain = {
  name: 'payments',
  async seed({ db, state }) {
    const sales = [...need(state, 'seatSales', 'payments')].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    const rows = sales.map((sale) => ({
      kind: 'rsvp_seat',
      provider: 'local',
      subjectType: 'registration',
      subjectId: String(sale.registrationId),
      checkoutSessionId: sale.checkoutSessionId,
      paymentIntentId: sale.paymentIntentId,
      description: `Webinar seat: ${sale.sessionTitle}`,
      amountCents: sale.amountCents,
      refundedCents: sale.refundedAt ? sale.amountCents : 0,
      currency: sale.currency,
      status: sale.refundedAt ? 'refunded' : 'paid',
      buyerEmail: sale.buyerEmail,
      buyerName: sale.buyerName,
      affiliateId: sale.affiliateId,
      paidAt: sale.paidAt,
      refundedAt: sale.refundedAt,
      updatedAt: sale.refundedAt ?? sale.paidAt,
    }));
    const ids = await insertReturningIds(db, payments, payments.id, rows);
    const refunds = rows.flatMap((row, i) =>
      row.refundedAt
        ? [
            {
              paymentId: ids[i]!,
              amountCents: row.refundedCents,
              reason: 'Cancelled by the attendee',
              refundedAt: row.refundedAt,
            },
          ]
        : [],
    );
    await insertRows(db, paymentRefunds, refunds);
    state.payments = rows.map(
      (row, i): DemoPayment => ({
        id: ids[i]!,
        sale: sales[i]!,
        description: row.description,
        refundedCents: row.refundedCents,
      }),
    );
    return { payments: rows.length, 'payments refunded': rows.filter((r) => r.status === 'refunded').length };
  },
};
