import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { freshEmail } from '../support/accounts';
import { lookAtBothWidths } from '../support/look';
import { waitForMail } from '../support/mail-sink';
import { createSessionAsAdmin, paidSeat } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/**
 * Receipts and credit notes on the built server (docs/product.md, Receipts and credit notes; Refunds):
 * a seat paid in the TEST MODE checkout, the buyer's receipt page from the confirmation's link, and a
 * partial refund in Sales that issues a credit note.
 */
test('the buyer adds a company and downloads the receipt; a partial refund in Sales issues a credit note', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const session = await createSessionAsAdmin({
    title: `Receipts lab ${Date.now().toString(36)}-${process.pid}`,
    capacity: 5,
  });
  const email = freshEmail('receipt-buyer');
  await paidSeat(session.id, email);
  const confirmation = await waitForMail(email, /Your seat is confirmed/);
  const link = confirmation.links.find((href) => href.includes('/receipt?token='));
  if (!link) throw new Error(`no receipt link in the confirmation to ${email}`);

  // The buyer: the receipt page, company details, the PDF.
  const buyer = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await buyer.newPage();
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your receipt' })).toBeVisible();
  const receipt = page.getByRole('region', { name: /^Receipt R-\d{6}$/ });
  await expect(receipt).toContainText('Grace Hopper');
  await expect(receipt).toContainText('$500.00');
  await lookAtBothWidths(page, 'receipt-page');

  await page.getByLabel('Company name').fill('Hopper Compilers Ltd');
  await page.getByLabel('Tax id').fill('GB123456789');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved. The receipt now shows these details.')).toBeVisible();
  await expect(receipt).toContainText('Hopper Compilers Ltd');
  await expect(receipt).toContainText('Tax id: GB123456789');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{6}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  // The download fixed the details: the form is gone once the page reloads the receipt.
  await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0, { timeout: 10_000 });
  await buyer.close();

  // The admin: part of it back from Sales, with a reason; the credit note appears beside the receipt.
  const { context, page: admin } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
  await admin.goto('/admin/dashboard/sales');
  await admin.getByRole('button', { name: `Refund $500.00 to ${email}` }).click();
  const refund = admin.getByRole('dialog', { name: 'Refund this payment' });
  await expect(refund.getByLabel('Amount to refund (USD)')).toHaveValue('500.00');
  await refund.getByLabel('Amount to refund (USD)').fill('600');
  await refund.getByLabel('Reason').fill('Joined an hour late');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('The refund is more than what is left on this payment')).toBeVisible();
  await expect(refund.getByLabel('Reason')).toHaveValue('Joined an hour late');
  await refund.getByLabel('Amount to refund (USD)').fill('120.50');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.getByText(`$120.50 refunded to ${email}. A credit note was issued.`)).toBeVisible();

  await admin.getByRole('button', { name: `Receipt and credit notes of ${email}'s payment` }).click();
  const documents = admin.getByRole('dialog', { name: 'Receipt and credit notes' });
  await expect(documents).toContainText(/Credit note CN-\d{6}: \$120\.50/);
  await expect(documents).toContainText('Joined an hour late');
  await expect(documents).toHaveCSS('opacity', '1');
  await lookAtBothWidths(admin, 'sales-receipt-documents', {
    within: '[role="dialog"]',
    fullPage: false,
    noSideScroll: false,
  });
  const [note] = await Promise.all([
    admin.waitForEvent('download'),
    documents.getByRole('button', { name: /^Download credit note CN-\d{6} \(PDF\)$/ }).click(),
  ]);
  expect(note.suggestedFilename()).toMatch(/^credit-note-CN-\d{6}\.pdf$/);
  await context.close();
});
