import { PROMO_CODE_MESSAGES, type PromoCode } from '@meridian/contracts/promo-codes';
import { expect, test } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { adminToken, callApi } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { continueToCheckout, fillDetails, openModalForSession } from '../support/rsvp-booking';
import { createSessionAsAdmin } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/** Promo codes (docs/product.md, Promo codes): the admin's list, and a visitor paying the discounted price. */
test.describe('promo codes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor is told why a wrong code is refused, keeps what they typed, and pays the discounted price', async ({
    browser,
  }) => {
    const stamp = `${Date.now().toString(36)}${process.pid}`.toUpperCase();
    const title = `Promo Pricing ${stamp}`;
    const session = await createSessionAsAdmin({ title });
    const code = await callApi<PromoCode>(await adminToken(), 'POST', '/api/v1/admin/promo-codes', {
      code: `E2E-${stamp}`,
      discountType: 'percent',
      percentOff: 20,
      amountOffCents: null,
      allSessions: false,
      sessionIds: [session.id],
      validFrom: null,
      validUntil: null,
      maxUses: 5,
      maxUsesPerEmail: 1,
      affiliateId: null,
    });

    // The admin's list shows the code with its uses so far.
    const { context: adminContext, page: admin } = await openAsAdmin(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await admin.goto('/admin/dashboard');
    const row = admin.getByRole('row').filter({ hasText: code.code });
    await expect(row).toContainText('20% off');
    await expect(row).toContainText('0 of 5');
    await lookAtBothWidths(admin, 'promo-codes-admin', {
      ready: async () => {
        await expect(row).toBeVisible();
        await row.scrollIntoViewIfNeeded();
      },
    });
    await adminContext.close();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const dialog = await openModalForSession(page, title);
    const email = freshEmail('coded');
    await fillDetails(dialog, email);
    await dialog.getByRole('button', { name: 'Have a code?' }).click();
    const field = dialog.getByLabel('Promo code');
    await field.fill('NOT-A-CODE');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText(PROMO_CODE_MESSAGES.unknown)).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Avery');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(field).toHaveValue('NOT-A-CODE');

    await field.fill(code.code.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByTestId('discounted-price')).toHaveText('$400');
    await expect(dialog.getByText(`Code ${code.code}: 20% off`)).toBeVisible();
    await expect(dialog.getByText('$500', { exact: true })).toBeVisible();
    await lookAtBothWidths(page, 'promo-codes-modal', {
      within: '[role="dialog"]',
      noSideScroll: false,
      fullPage: false,
      ready: async () => {
        await expect(dialog.getByTestId('discounted-price')).toBeVisible();
      },
    });

    await continueToCheckout(page, dialog);
    const pay = page.getByRole('button', { name: 'Pay $400.00' });
    await expect(pay).toBeVisible();
    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('$400.00')).toBeVisible();
    await context.close();

    const codes = await callApi<PromoCode[]>(await adminToken(), 'GET', '/api/v1/admin/promo-codes');
    expect(codes.find((c) => c.id === code.id)?.usesSoFar).toBe(1);
  });
});
