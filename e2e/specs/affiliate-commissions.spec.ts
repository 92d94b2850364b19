import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectPanel, freshEmail } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { connectPayouts } from '../support/payouts';
import { createSessionAsAdmin } from '../support/sessions';
import { openAsAdmin, signInPage } from '../support/signed-in';

/** A visitor's browser that does not announce itself as headless (headless browsers count as bots). */
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Axe and a screenshot at 375 and 1440 px wide, with `ready` on screen. */
async function checkAtBothWidths(page: Page, name: string, ready: Locator) {
  await lookAtBothWidths(page, `affiliate-${name}`, {
    ready: async () => {
      await expect(ready).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  });
}

/**
 * An affiliate (signed up from the program page) whose payouts are connected through the local TEST
 * MODE onboarding, signed in on `page` (the sign-up and the overlay have their own specs:
 * identity-flows and affiliate-connect).
 */
async function connectedAffiliate(page: Page): Promise<{ email: string; userId: number }> {
  const account = await createAccount('commission-affiliate', { signUpRole: 'Affiliate' });
  await signInPage(page, account);
  await connectPayouts(page);
  await page.goto('/affiliate/dashboard');
  await expectPanel(page, /\/affiliate\/dashboard/);
  return { email: account.email, userId: account.userId };
}

/** The visitor opens the link, books the session and pays in the TEST MODE checkout. */
async function bookThroughLink(browser: Browser, link: string, title: string, email: string) {
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/rsvp\?ref=[a-hjkmnp-s]{10}$/);
  const button = page.getByRole('button', { name: new RegExp(`^Reserve a seat for ${title},`) });
  const dialog = page.getByRole('dialog', { name: 'RSVP' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel('First Name').fill('Grace');
  await dialog.getByLabel('Last Name').fill('Buyer');
  await dialog.getByLabel('Phone Number').fill('+1 (555) 010-2288');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_local_/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay $500.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible({ timeout: 20_000 });
  await context.close();
}

test.describe('affiliate commissions', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a connected affiliate shares a link: the seat bought through it shows on the KPI and the admin’s Affiliates', async ({
    browser,
  }) => {
    const title = `Commission Clinic ${Date.now().toString(36)}-${process.pid}`;
    await createSessionAsAdmin({ title });

    const affiliateContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await affiliateContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const affiliate = await affiliateContext.newPage();
    const { email } = await connectedAffiliate(affiliate);

    // The affiliate copies their RSVP link from Links.
    await affiliate.goto('/affiliate/dashboard/links');
    const rsvp = affiliate.getByRole('region', { name: 'Webinar RSVP' });
    await rsvp.getByRole('button', { name: 'Copy the Webinar RSVP link' }).click();
    const link = await affiliate.evaluate(() => navigator.clipboard.readText());
    // The affiliate's referral code: ten random letters, never their user id.
    expect(link).toMatch(/\/r\/[a-hjkmnp-s]{10}\/rsvp$/);

    const buyer = freshEmail('grace');
    await bookThroughLink(browser, link, title, buyer);

    // The affiliate's KPI: the click, the paid conversion, pending commission, the masked buyer.
    await affiliate.goto('/affiliate/dashboard/kpi');
    await expect(affiliate.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
    await expect(async () => {
      await affiliate.reload();
      await expect(affiliate.getByTestId('total-paid-conversions')).toHaveText('1', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(affiliate.getByTestId('total-clicks')).toHaveText('1');
    await expect(affiliate.getByTestId('total-pending')).toHaveText('$50.00');
    const row = affiliate.getByRole('table', { name: 'Conversions' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(`${buyer.slice(0, 2)}***@e2e.test`);
    await expect(row).toContainText('Pending');
    await expect(affiliate.getByText(buyer)).toHaveCount(0);
    await checkAtBothWidths(affiliate, 'kpi', row);
    await affiliateContext.close();

    // The admin's Affiliates lists them, connected, with the conversion and what is pending.
    const { context: adminContext, page: admin } = await openAsAdmin(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await admin.goto('/admin/dashboard/affiliates');
    const listed = admin.getByRole('table', { name: 'Affiliates' }).getByRole('row').filter({ hasText: email });
    await expect(listed).toBeVisible({ timeout: 20_000 });
    await expect(listed).toContainText('Connected');
    await expect(listed).toContainText('$50.00');
    await expect(admin.getByRole('heading', { name: 'Program settings' })).toBeVisible();
    await checkAtBothWidths(admin, 'admin', listed);
    await adminContext.close();
  });
});
