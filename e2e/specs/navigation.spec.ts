import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL } from '../support/base-url';

test.describe('slide-in menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens with both groups and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Company' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Resources' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('works from the keyboard and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'FAQ' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });
});

test.describe('header menus (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Company and Resources open from the keyboard and Escape closes them', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const company = nav.getByRole('button', { name: 'Company' });
    await company.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: /Our Story/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: /Our Story/ })).toBeHidden();
    await nav.getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menuitem', { name: /Pricing/ }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the RSVP button and the Sign Up link', async ({ page }) => {
    await page.goto('/about');
    const rsvp = page.getByRole('banner').getByRole('link', { name: 'RSVP', exact: true });
    // A real link to /rsvp (no script, new tab); once the page is live it opens the RSVP modal in place.
    await expect(rsvp).toHaveAttribute('href', '/rsvp');
    const dialog = page.getByRole('dialog', { name: 'RSVP' });
    await expect(async () => {
      if (!(await dialog.isVisible())) await rsvp.click({ timeout: 2000 });
      await expect(dialog).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/login?signup',
    );
  });
});

test.describe('logout', () => {
  test('a stored user id shows Logout; the dialog has the exact texts; confirming clears the session', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem('userId', '42');
      localStorage.setItem('roles', '["Affiliate"]');
      localStorage.setItem('referredby', 'ABC');
    });
    await context.addCookies([
      { name: 'id', value: '42', url: baseURL },
      { name: 'token', value: 't', url: baseURL },
    ]);
    await page.reload();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to logout?');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('42');

    await banner.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => [
      localStorage.getItem('userId'),
      localStorage.getItem('roles'),
      localStorage.getItem('referredby'),
    ]);
    expect(stored).toEqual([null, null, null]);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name === 'id' || c.name === 'token')).toEqual([]);
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});

test.describe('route changes', () => {
  test('show the loading indicator while the next page loads and remember the previous route', async ({ page }) => {
    await page.goto('/about');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/faq', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('previousRoute'))).toBe('/about');
    await expect(page).toHaveTitle(/^Frequently Asked Questions \| /);
  });

  test('a 200 answer with success false shows a red notification that stays, with a named close button', async ({
    page,
  }) => {
    // The page's clock is Playwright's, so the test can move past the 4-second auto-close at once.
    await page.clock.install();
    await page.goto('/about');
    await page.route('**/api/v1/faq', (route) => route.fulfill({ status: 200, json: { success: false } }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Error making call.' })
      .filter({ has: page.getByRole('button', { name: 'Close notification' }) });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await page.clock.fastForward(4500);
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Close notification' }).click();
    await expect(alert).toBeHidden();
  });

  test('the body is shorter on /login than elsewhere', async ({ page }) => {
    await page.goto('/login');
    const login = await page.locator('main').evaluate((el) => getComputedStyle(el).minHeight);
    await page.goto('/about');
    const about = await page.locator('main').evaluate((el) => getComputedStyle(el).minHeight);
    expect(parseFloat(login)).toBeLessThan(parseFloat(about));
  });
});

test.describe('panel layouts by path prefix', () => {
  // Panels and their gates (docs/product.md): signed-out visitors leave each panel, taking the page
  // they asked for along (?returnTo=); the affiliate panel sends them to the program page.
  for (const [path, target, heading] of [
    ['/admin/dashboard', '/login', 'Sign in'],
    ['/admin/dashboard/rsvp', '/login', 'Sign in'],
    ['/emailMarketing/dashboard/kpi', '/login', 'Sign in'],
    ['/sales/dashboard', '/login', 'Sign in'],
    ['/affiliate/dashboard/links', '/affiliate', 'Affiliate Program'],
    ['/advertising/dashboard', '/login', 'Sign in'],
  ] as const) {
    test(`a signed-out visitor to ${path} is redirected to ${heading}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${target}?returnTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    });
  }

  test('cookies and stored roles alone do not open the admin panel', async ({ page, context }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem('userId', '1');
      localStorage.setItem('roles', '["Admin"]');
    });
    await context.addCookies(['id', 'token', 'admin_token'].map((name) => ({ name, value: '1', url: baseURL })));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
