import { expect, test } from '@playwright/test';
import { completeSignUp, E2E_ADMIN, expectPanel, freshEmail, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { connectPayouts } from '../support/payouts';
import { createAccount } from '../support/api-accounts';
import { openAsAdmin, signInPage } from '../support/signed-in';

/** Real flows against the built server: built-in user pool, real Amplify in Chromium, our API. */
test.describe('sign-up, sign-in and roles (real identity pool)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an affiliate signs up from /affiliate, lands on the panel, stays signed in across a reload, and signs out', async ({
    page,
  }) => {
    const email = freshEmail('affiliate');
    await page.goto('/affiliate');
    await page.getByRole('link', { name: 'Join the program' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Affiliate' })).toBeVisible();
    await completeSignUp(page, email);
    await expectPanel(page, /\/affiliate\/dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Payouts connected (the overlay before that has its own spec, affiliate-connect.spec.ts).
    await connectPayouts(page);
    await page.reload();
    await expectPanel(page, /\/affiliate\/dashboard/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Links' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    await page.goto('/affiliate/dashboard/kpi');
    await expect(page).toHaveURL(/\/affiliate\?returnTo=%2Faffiliate%2Fdashboard%2Fkpi$/, { timeout: 20_000 });
  });

  test('an advertiser signs up with the yearly plan and lands on the advertiser dashboard', async ({ page }) => {
    const email = freshEmail('advertiser');
    await page.goto('/advertising');
    await page.getByRole('link', { name: 'Get started' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Advertise' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: 'Yearly billing' }).check({ force: true });
    await expect(dialog.getByText('$600/Year')).toBeVisible();
    await completeSignUp(page, email);
    await expectPanel(page, /\/advertising\/dashboard/);
  });

  test('a wrong password is refused with a clear message and keeps what was typed', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, 'not the password');
    await expect(page.getByText(/incorrect/i).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
    await expect(page).toHaveURL(/\/login/);
  });

  test('the admin grants Sales and that user lands on /sales/dashboard; other panels refuse them', async ({
    browser,
  }) => {
    // Someone who signed up with no role, signed in.
    const account = await createAccount('seller');
    const { email } = account;
    const seller = await browser.newPage();
    await signInPage(seller, account);

    const { context: adminContext, page: admin } = await openAsAdmin(browser);
    await admin.goto('/admin/dashboard');
    await expectPanel(admin, /\/admin\/dashboard/);
    await admin.getByRole('link', { name: 'Email Users' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Email Users' })).toBeVisible();
    await admin.getByLabel('Search').fill(email);
    const salesBox = admin.getByRole('checkbox', { name: `Sales role for ${email}` });
    await expect(salesBox).toBeVisible();
    await expectNoAxeViolations(admin);
    await salesBox.check();
    await expect(admin.getByText(`Sales granted to ${email}.`)).toBeVisible();
    await expect(salesBox).toBeChecked();

    // Still signed in: opening /login sends the user to the landing page of their roles, read from the server.
    await seller.goto('/login');
    await expectPanel(seller, /\/sales\/dashboard/);
    await expect(seller.getByText('Sales Dashboard').first()).toBeVisible();
    // The admin gate refuses them (to /login, which sends a signed-in user on to their own panel).
    await seller.goto('/admin/dashboard');
    await expect(seller).toHaveURL(/\/sales\/dashboard/, { timeout: 20_000 });
    await expect(seller.getByRole('link', { name: 'Manage Events' })).toHaveCount(0);
    await seller.close();
    await adminContext.close();
  });
});
