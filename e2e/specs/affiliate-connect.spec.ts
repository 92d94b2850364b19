import { expect, test, type Page } from '@playwright/test';
import { expectPanel } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { signInPage } from '../support/signed-in';

// Affiliate payouts (docs/product.md, Affiliate payouts): the blocking overlay, TEST MODE onboarding, the seed's messages.
/** The lookup (GET …/stripe-connect?id=), not the connect POST. */
const LOOKUP = /\/api\/v2\/stripe-connect\/?\?id=/;
const OVERLAY = 'Connect Stripe for Payouts';

/** A new affiliate (signed up from the program page: identity-flows.spec.ts), opening their panel. */
async function newAffiliate(page: Page, prefix: string) {
  await signInPage(page, await createAccount(prefix, { signUpRole: 'Affiliate' }));
  await page.goto('/affiliate/dashboard');
  await expectPanel(page, /\/affiliate\/dashboard/);
}

const overlay = (page: Page) => page.getByRole('dialog', { name: OVERLAY });

test.describe('Connect Stripe for Payouts', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a new affiliate is blocked until onboarding is complete, can resume an unfinished one, then uses the panel', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await newAffiliate(page, 'connect');
    const dialog = overlay(page);
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('Riley Morgan');
    await expect(dialog.getByRole('button', { name: 'Connect Stripe Account' })).toBeVisible();
    await lookAtBothWidths(page, 'affiliate-connect-overlay', {
      within: '[role="dialog"]',
      fullPage: false,
      noSideScroll: false,
    });

    // "Connecting..." while the onboarding link is on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/stripe-connect', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Connect Stripe Account' }).click();
    await expect(dialog.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/connect\/test\/acctlink_test_local_/);
    await page.unroute('**/api/v2/stripe-connect');

    // Leaving the onboarding unfinished keeps the overlay, with a way to resume.
    await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();
    await lookAtBothWidths(page, 'affiliate-connect-onboarding', { fullPage: false });
    await page.getByRole('link', { name: 'Leave without finishing' }).click();
    await expect(page).toHaveURL(/\/affiliate\/dashboard(\/kpi)?\?stripe=return$/);
    await expect(overlay(page)).toContainText('Onboarding not finished');
    await lookAtBothWidths(page, 'affiliate-connect-unfinished', {
      within: '[role="dialog"]',
      fullPage: false,
      noSideScroll: false,
    });

    await overlay(page).getByRole('button', { name: 'Connect Stripe Account' }).click();
    await expect(page).toHaveURL(/\/connect\/test\/acctlink_test_local_/);
    await page.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect(page).toHaveURL(/\/affiliate\/dashboard(\/kpi)?\?stripe=return$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await lookAtBothWidths(page, 'affiliate-connected', { fullPage: false });
  });
});

test.describe('the payouts lookup and connect failures show the seed’s messages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('network error, 404, the server’s message, a timeout, Try Again, and a failed connect', async ({ page }) => {
    test.setTimeout(120_000);
    // The page's clock is Playwright's: the 10- and 15-second timeouts are passed at once.
    await page.clock.install();
    await page.route(LOOKUP, (route) => route.abort('internetdisconnected'));
    await newAffiliate(page, 'connect-errors');
    const dialog = overlay(page);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Unable to connect to server. Please check your internet connection and try again.',
      { timeout: 20_000 },
    );
    await lookAtBothWidths(page, 'affiliate-connect-error', {
      within: '[role="dialog"]',
      fullPage: false,
      noSideScroll: false,
      ready: () => expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible(),
    });

    await page.unroute(LOOKUP);
    await page.route(LOOKUP, (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'There is no such user.' } }),
    );
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('User not found. Please try again.');

    await page.unroute(LOOKUP);
    await page.route(LOOKUP, (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Payouts are paused for maintenance.' } }),
    );
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Payouts are paused for maintenance.');

    await page.unroute(LOOKUP);
    await page.route(LOOKUP, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to load user data. Please try again.');

    // No answer within 10 seconds.
    await page.unroute(LOOKUP);
    await page.route(LOOKUP, () => undefined);
    const lookup = page.waitForRequest(LOOKUP);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await lookup;
    await page.clock.fastForward(10_000);
    await expect(dialog.getByRole('alert')).toHaveText('Request timed out. Please try again.');

    // Try Again with the server reachable: the connect step, and its own failure messages.
    await page.unroute(LOOKUP);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('button', { name: 'Connect Stripe Account' })).toBeVisible();
    await page.route('**/api/v2/stripe-connect', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Connect Stripe Account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Unable to connect to Stripe service. Please check your internet connection and try again.',
    );
    await page.unroute('**/api/v2/stripe-connect');
    await page.route('**/api/v2/stripe-connect', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Stripe could not start onboarding just now.' } }),
    );
    await dialog.getByRole('button', { name: 'Connect Stripe Account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Stripe could not start onboarding just now.');
    await page.unroute('**/api/v2/stripe-connect');
    await page.route('**/api/v2/stripe-connect', () => undefined);
    const connect = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/v2/stripe-connect'),
    );
    await dialog.getByRole('button', { name: 'Connect Stripe Account' }).click();
    await connect;
    await page.clock.fastForward(15_000);
    await expect(dialog.getByRole('alert')).toHaveText('Stripe connection timed out. Please try again.');
    await lookAtBothWidths(page, 'affiliate-connect-timeout', {
      within: '[role="dialog"]',
      fullPage: false,
      noSideScroll: false,
    });

    // A 401 from the lookup sends the visitor to the program page.
    await page.unroute('**/api/v2/stripe-connect');
    await page.route(LOOKUP, (route) => route.fulfill({ status: 401, json: { success: false, message: 'Sign in.' } }));
    await page.reload();
    await expect(page).toHaveURL(/\/affiliate$/, { timeout: 20_000 });
  });
});
