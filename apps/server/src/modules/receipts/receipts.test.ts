import { PAYMENT_MESSAGES } from '@meridian/contracts/payments';
import { RECEIPT_MESSAGES } from '@meridian/contracts/receipts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAdmin,
  createRsvpTestApp,
  createSession,
  mailsTo,
  paidRegistration,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { pdfText } from '../../../test/pdf-text';
import { inTransaction } from '../../db/transaction';
import { receiptsRepository } from './receipts.repository';

let t: RsvpTestApp;
let sessionId: number;

beforeAll(async () => {
  t = await createRsvpTestApp();
  sessionId = (await createSession(t, { hoursAhead: 24 * 5 })).id;
});
afterAll(() => t.close());

/** The receipt link the paid seat's confirmation email carries, as its token. */
async function receiptToken(email: string): Promise<string> {
  const [confirmation] = await mailsTo(t, email, 'rsvp.confirmation');
  const link = /\/receipt\?token=([0-9]+\.[A-Za-z0-9_-]+)/.exec(confirmation?.textBody ?? '');
  if (!link?.[1]) throw new Error(`no receipt link in ${confirmation?.textBody}`);
  return link[1];
}

async function paymentOf(email: string) {
  const res = await asAdmin(t, 'GET', `/api/v1/admin/payments?search=${encodeURIComponent(email)}`);
  const [payment] = res.json().data as { id: number; amountCents: number; refundedCents: number; status: string }[];
  if (!payment) throw new Error(`no payment of ${email}`);
  return payment;
}

const refund = (paymentId: number, body: object) =>
  asAdmin(t, 'POST', `/api/v1/admin/payments/${paymentId}/refund`, body);

describe('receipts', () => {
  it('issues a receipt for a paid seat, linked from the confirmation; the buyer adds a company, downloads, and the details are fixed', async () => {
    await paidRegistration(t, sessionId, 'grace.hopper@receipts.test');
    const token = await receiptToken('grace.hopper@receipts.test');

    const view = await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    const receipt = view.json().data;
    expect(receipt.number).toMatch(/^R-\d{6}$/);
    expect(receipt.buyer).toMatchObject({ name: 'Grace Hopper', email: 'grace.hopper@receipts.test', companyName: '' });
    expect(receipt.totalCents).toBe(50_000);
    expect(receipt.tax).toBeNull();
    expect(receipt.discountCents).toBeNull();

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/receipts/${token}/buyer`,
      payload: { companyName: 'Hopper Compilers Ltd', taxId: 'GB123456789' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(receipt.number);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Hopper Compilers Ltd');
    expect(text).toContain('GB123456789');
    expect(text).toContain('USD 500.00');
    expect(text).toContain('Meridian Trading Academy LLC');

    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/receipts/${token}/buyer`,
      payload: { companyName: 'Another Ltd', taxId: '' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RECEIPT_MESSAGES.locked);

    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/receipts/${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(RECEIPT_MESSAGES.notFound);
  });

  it('numbers receipts without gaps under concurrent payments, and a rolled-back number is given back', async () => {
    let rolledBack = 0;
    await expect(
      inTransaction(t.database.db.orm, async (db) => {
        rolledBack = await receiptsRepository.nextNumber(db, 'receipt');
        throw new Error('the payment failed to record');
      }),
    ).rejects.toThrow('the payment failed to record');
    const emails = Array.from({ length: 5 }, (_, i) => `concurrent.${i}@receipts.test`);
    await Promise.all(emails.map((email) => paidRegistration(t, sessionId, email)));
    const numbers = [];
    for (const email of emails) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${await receiptToken(email)}` });
      numbers.push(Number((res.json().data.number as string).slice(2)));
    }
    numbers.sort((a, b) => a - b);
    const first = rolledBack;
    expect(numbers).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
  });
});

describe('partial refunds', () => {
  it('refunds part with a reason: the ledger, the KPI and a credit note follow; clear messages for bad amounts', async () => {
    await paidRegistration(t, sessionId, 'ada.lovelace@receipts.test');
    const payment = await paymentOf('ada.lovelace@receipts.test');

    const over = await refund(payment.id, { amount: '500.01', reason: 'Too much' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(PAYMENT_MESSAGES.refundOverRemaining);
    const zero = await refund(payment.id, { amount: '0', reason: 'Nothing' });
    expect(zero.statusCode).toBe(422);
    expect(JSON.stringify(zero.json())).toContain(PAYMENT_MESSAGES.refundZero);
    const noReason = await refund(payment.id, { amount: '100', reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(JSON.stringify(noReason.json())).toContain(PAYMENT_MESSAGES.refundReason);

    const part = await refund(payment.id, { amount: '120.50', reason: 'Joined an hour late' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ refundedCents: 12_050, status: 'partially_refunded' });
    const rest = await refund(payment.id, { amount: '379.51', reason: 'Rest' });
    expect(rest.json().message).toBe(PAYMENT_MESSAGES.refundOverRemaining);

    const documents = await asAdmin(t, 'GET', `/api/v1/admin/payments/${payment.id}/documents`);
    const { receipt, creditNotes } = documents.json().data;
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]).toMatchObject({ amountCents: 12_050, reason: 'Joined an hour late' });
    expect(creditNotes[0].number).toMatch(/^CN-\d{6}$/);

    const pdf = await asAdmin(t, 'GET', `/api/v1/admin/credit-notes/${creditNotes[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(creditNotes[0].number);
    expect(text).toContain(receipt.number);
    expect(text).toContain('USD -120.50');
    expect(text).toContain('Joined an hour late');

    const all = await refund(payment.id, { amount: '379.50', reason: 'Cancelled by the attendee' });
    expect(all.json().data).toMatchObject({ refundedCents: 50_000, status: 'refunded' });
    const after = (await asAdmin(t, 'GET', `/api/v1/admin/payments/${payment.id}/documents`)).json().data;
    expect(after.creditNotes.map((n: { amountCents: number }) => n.amountCents)).toEqual([12_050, 37_950]);
    const [first, second] = after.creditNotes.map((n: { number: string }) => Number(n.number.slice(3)));
    expect(second).toBe(first + 1);

    const summary = await asAdmin(t, 'GET', '/api/v1/admin/payments/summary?period=day');
    expect(summary.json().data.totals.refundedCents).toBeGreaterThanOrEqual(50_000);
  });
});
