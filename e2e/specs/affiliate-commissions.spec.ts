import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { completeSignUp, E2E_ADMIN, expectPanel, freshEmail, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createSessionAsAdmin } from '../support/sessions';

const SHOTS = '/tmp/shots';
/** A visitor's browser that does not announce itself as headless (headless browsers count as bots). */
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Runs axe and takes a screenshot at 375 and 1440 px wide, ending at 1440. */
async function checkAtBothWidths(page: Page, name: string, ready: Locator) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(ready).toBeVisible();
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/affiliate-${name}-${width}.png`, fullPage: true });
  }
}

/**
 * Signs an affiliate up from the program page (/affiliate), meets the blocking payouts overlay and
 * connects payouts through the local TEST MODE onboarding.
 */
async function connectedAffiliate(page: Page): Promise<{ email: string; userId: number }> {
  const email = freshEmail('commission-affiliate');
  await page.goto('/affiliate');
  await page.getByRole('link', { name: 'Join the program' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Affiliate' })).toBeVisible();
  await completeSignUp(page, email);
  await expectPanel(page, /\/affiliate\/dashboard/);
  const overlay = page.getByRole('dialog', { name: 'Connect Stripe for Payouts' });
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  await overlay.getByRole('button', { name: 'Connect Stripe Account' }).click();
  await expect(page).toHaveURL(/\/connect\/test\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expectPanel(page, /\/affiliate\/dashboard/);
  await expect(overlay).toBeHidden({ timeout: 20_000 });
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  expect(userId).toBeGreaterThan(0);
  return { email, userId };
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

  test('sign up from /affiliate, connect payouts, share a link: the seat bought through it shows on the KPI and the admin’s Affiliates', async ({
    browser,
  }) => {
    const title = `Commission Clinic ${Date.now().toString(36)}-${process.pid}`;
    await createSessionAsAdmin(browser, { title });

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
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await adminContext.newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectPanel(admin, /\/admin\/dashboard/);
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
