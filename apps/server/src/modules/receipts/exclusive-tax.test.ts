import type { ReceiptSettings } from '@meridian/contracts/receipts-settings';
import type { Registration } from '@meridian/contracts/rsvp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough } from '../../../test/affiliate-harness';
import { senderOf, type Sender } from '../../../test/contacts-harness';
import { pdfText } from '../../../test/pdf-text';
import {
  asAdmin,
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  register,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { affiliateCommissions as commissions } from '../affiliates/affiliates.tables';
import { receipts } from './receipts.tables';

/**
 * Tax added on top of prices at checkout (docs/product.md, Receipts and credit notes), through the
 * app's routes, the TEST MODE checkout and a real database.
 */
let t: RsvpTestApp;
let ada: Sender;
let sessionId: number;

async function taxSettings(patch: Partial<ReceiptSettings>) {
  const current = (await asAdmin(t, 'GET', '/api/v1/admin/receipt-settings')).json().data as ReceiptSettings;
  const saved = await asAdmin(t, 'PUT', '/api/v1/admin/receipt-settings', { ...current, ...patch });
  expect(saved.statusCode, saved.body).toBe(200);
}

const checkoutIdOf = async (registration: Registration) => (await openCheckout(t, registration)).split('/').pop()!;

async function pay(checkoutId: string) {
  const paid = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${checkoutId}/pay` });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.settleEvents();
}

const paymentOf = async (reference: string) =>
  t.services.ledger.bySubject(t.database.db.orm, 'rsvp_seat', {
    type: 'registration',
    id: String(await registrationId(t, reference)),
  });

beforeAll(async () => {
  t = await createRsvpTestApp();
  ada = await senderOf(t, 'ada.tax@tax.test', 'Affiliate');
  sessionId = (await createSession(t, { hoursAhead: 24 * 6 })).id;
  await taxSettings({ taxMode: 'exclusive', taxRate: 20, taxLabel: 'VAT 20 %' });
}, 60_000);
afterAll(() => t.close());

describe('tax added at checkout', () => {
  it('shows prices plus the tax, charges both, and the receipt, email and commission follow', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(config.prices.addedTax).toEqual({ label: 'VAT 20 %', basisPoints: 2000 });

    const cookie = await clickThrough(t, ada.referralCode, { ip: '203.0.113.140' });
    const booked = await register(t, sessionId, 'tess.taxpayer@tax.test', {}, undefined, { cookie: cookie ?? '' });
    const registration = booked.json().data as Registration;
    expect(registration.amountCents).toBe(50_000);
    const checkoutId = await checkoutIdOf(registration);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/test-checkout/${checkoutId}` });
    expect(page.json().data.amountCents).toBe(60_000);
    await pay(checkoutId);

    const payment = await paymentOf(registration.reference);
    expect(payment).toMatchObject({ amountCents: 60_000, addedTax: { label: 'VAT 20 %', basisPoints: 2000 } });
    const [receipt] = await t.database.db.orm.select().from(receipts).where(eq(receipts.paymentId, payment!.id));
    expect(receipt).toMatchObject({ totalCents: 60_000, taxCents: 10_000, taxAdded: true, taxLabel: 'VAT 20 %' });

    // The buyer's page and PDF: the price line, the net, the tax (not "included") and the total.
    const [confirmation] = await mailsTo(t, 'tess.taxpayer@tax.test', 'rsvp.confirmation');
    expect(confirmation?.textBody).toContain('$600.00 for one seat');
    const token = /\/receipt\?token=([0-9]+\.[A-Za-z0-9_-]+)/.exec(confirmation?.textBody ?? '')?.[1];
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}` })).json().data;
    expect(view.lines[0].amountCents).toBe(50_000);
    expect(view.tax).toEqual({ label: 'VAT 20 %', cents: 10_000, added: true });
    const text = pdfText((await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${token}/pdf` })).rawPayload);
    expect(text).toMatch(/Net\s+USD 500\.00/);
    expect(text).toMatch(/VAT 20 %\s+USD 100\.00/);
    expect(text).toMatch(/Total paid\s+USD 600\.00/);
    expect(text).not.toContain('(included)');

    // Commission is a share of the price, never of the tax: 10 % of $500.
    const [earned] = await t.database.db.orm.select().from(commissions).where(eq(commissions.paymentId, payment!.id));
    expect(earned).toMatchObject({ affiliateId: ada.userId, amountCents: 5_000, paymentCents: 50_000 });

    // A partial refund takes back its share of the tax on the credit note.
    const part = await asAdmin(t, 'POST', `/api/v1/admin/payments/${payment!.id}/refund`, {
      amount: '300.00',
      reason: 'Left at the break',
    });
    expect(part.statusCode, part.body).toBe(200);
    const documents = (await asAdmin(t, 'GET', `/api/v1/admin/payments/${payment!.id}/documents`)).json().data;
    expect(documents.creditNotes).toMatchObject([{ amountCents: 30_000 }]);
    const note = await asAdmin(t, 'GET', `/api/v1/admin/credit-notes/${documents.creditNotes[0].id}/pdf`);
    expect(pdfText(note.rawPayload)).toMatch(/VAT 20 %\s+USD -50\.00/);
  });

  it('keeps the rate the checkout was opened with when the setting changes before the payment', async () => {
    const booked = await register(t, sessionId, 'early.opener@tax.test');
    const registration = booked.json().data as Registration;
    const checkoutId = await checkoutIdOf(registration);
    await taxSettings({ taxMode: 'inclusive', taxRate: 10, taxLabel: 'GST 10 %' });
    await pay(checkoutId);
    const payment = await paymentOf(registration.reference);
    expect(payment?.amountCents).toBe(60_000);
    const [receipt] = await t.database.db.orm.select().from(receipts).where(eq(receipts.paymentId, payment!.id));
    expect(receipt).toMatchObject({ taxLabel: 'VAT 20 %', taxCents: 10_000, taxAdded: true });

    // Checkouts opened now charge the price, which includes the new rate.
    const later = (await register(t, sessionId, 'later.buyer@tax.test')).json().data as Registration;
    const laterId = await checkoutIdOf(later);
    await pay(laterId);
    const laterPayment = await paymentOf(later.reference);
    expect(laterPayment).toMatchObject({ amountCents: 50_000, addedTax: null });
    const [laterReceipt] = await t.database.db.orm
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, laterPayment!.id));
    expect(laterReceipt).toMatchObject({ taxLabel: 'GST 10 %', taxCents: 4_545, taxAdded: false });
  });
});
