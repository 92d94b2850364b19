import type { ReceiptSettings } from '@meridian/contracts/receipts-settings';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserOf, checkout, planOf, planPayments, type Sender } from '../../../test/billboard-harness';
import { api, senderOf } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { receipts } from '../receipts/receipts.tables';

/**
 * An advertising plan bought while tax is added on top of prices (docs/product.md, Receipts and
 * credit notes): the TEST MODE checkout and every invoice after it charge the plan plus the tax, at
 * the rate of the day the plan was bought.
 */
let t: IdentityTestApp;
let admin: Sender;
let advertiser: Sender;

async function taxSettings(patch: Partial<ReceiptSettings>) {
  const current = (await api(t, admin, 'GET', '/api/v1/admin/receipt-settings')).data as ReceiptSettings;
  const saved = await api(t, admin, 'PUT', '/api/v1/admin/receipt-settings', { ...current, ...patch });
  expect(saved.status, saved.text).toBe(200);
}

beforeAll(async () => {
  t = await createIdentityTestApp({ env: { PUBLIC_URL: 'https://meridian.example' } });
  admin = await senderOf(t, 'tax.admin@billboard.test', 'Admin');
  advertiser = await advertiserOf(t, 'vera.vat@billboard.test');
  await taxSettings({ taxMode: 'exclusive', taxRate: 20, taxLabel: 'VAT 20 %' });
}, 60_000);
afterAll(() => t.close());

describe('an advertising plan with tax added on top', () => {
  it('charges the plan plus the tax at checkout and on renewal, with the rate it was bought at', async () => {
    const opened = await checkout(t, advertiser, 'monthly');
    expect(opened.status, opened.text).toBe(200);
    const id = new URL((opened.data as { url: string }).url).pathname.split('/').at(-1) ?? '';
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/test-checkout/${id}` });
    expect(view.json().data).toMatchObject({ interval: 'month', amountCents: 18_000 });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` })).statusCode).toBe(200);

    // The plan is still $150 a month; its invoice is $180 with the tax.
    const plan = await planOf(t, advertiser);
    expect(plan.subscription).toMatchObject({ plan: 'monthly', status: 'active', amountCents: 15_000 });
    expect(plan.invoices.map((invoice) => invoice.amountCents)).toEqual([18_000]);

    // A renewal after the setting changed keeps the rate the plan was bought at.
    await taxSettings({ taxMode: 'none', taxRate: 0, taxLabel: '' });
    const portal = await api(t, advertiser, 'POST', '/api/v1/advertiser/portal');
    const billing = new URL((portal.data as { url: string }).url).pathname.replace('/billing/test/', 'test-billing/');
    const renewed = await t.app.inject({ method: 'POST', url: `/api/v1/${billing}`, payload: { action: 'renew' } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await planOf(t, advertiser)).invoices.map((invoice) => invoice.amountCents)).toEqual([18_000, 18_000]);

    const paid = await planPayments(t);
    expect(paid.map((payment) => payment.addedTax)).toEqual([
      { label: 'VAT 20 %', basisPoints: 2000 },
      { label: 'VAT 20 %', basisPoints: 2000 },
    ]);
    const issued = await t.database.db.orm
      .select()
      .from(receipts)
      .where(
        inArray(
          receipts.paymentId,
          paid.map((payment) => payment.id),
        ),
      );
    expect(issued.map((receipt) => [receipt.taxCents, receipt.taxAdded, receipt.totalCents])).toEqual([
      [3_000, true, 18_000],
      [3_000, true, 18_000],
    ]);
    expect(issued.every((receipt) => receipt.taxLabel === 'VAT 20 %')).toBe(true);
  });
});
