import { screenshot } from '../support/look';
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api-accounts';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 25, point 3: "Sign in" in the header, the slide-in menu and the sign-up dialog; "My
 * dashboard" once signed in; and a deep panel address asked for while signed out is where signing in
 * lands.
 */

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a deep panel link while signed out: Sign in, then back on that very page; My dashboard in the header', async ({
    page,
  }) => {
    const sales = await createAccount('deep-link', { roles: ['Sales'], firstName: 'Noor', lastName: 'Haddad' });
    await page.goto('/sales/dashboard/notes?q=pinned');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fsales%2Fdashboard%2Fnotes%3Fq%3Dpinned$/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByLabel('Email').fill(sales.email);
    await page.getByLabel('Password', { exact: true }).fill(sales.password);
    await page.getByRole('button', { name: /^Sign in$/ }).click();
    await expect(page).toHaveURL(/\/sales\/dashboard\/notes\?q=pinned$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();

    await page.goto('/pricing');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/sales/dashboard');
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await screenshot(page, 'header-signed-in', { fullPage: false });
  });

  test('the header’s Sign in and the sign-up dialog’s “Already have an account? Sign in”', async ({ page }) => {
    await page.goto('/pricing');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login?signup');
    await banner.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await page.goto('/login?signup');
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill('returning.reader@e2e.test');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'sign-up-sign-in-link', { fullPage: false });
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('returning.reader@e2e.test');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the slide-in menu offers Sign in and Sign Up', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'menu-sign-in', { fullPage: false });
    await menu.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
    await expectNoAxeViolations(page);
    await screenshot(page, 'login');
  });
});
