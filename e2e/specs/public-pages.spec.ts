import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { lookAtBothWidths } from '../support/look';
import { publicRoutes, SITE_NAME } from '../support/public-routes';

for (const route of publicRoutes) {
  test.describe(`${route.path}`, () => {
    test('first HTML carries the heading, title and description', async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const escaped = route.heading.replace('&', '&amp;');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[/]/g, '\\/')}</h1>`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(SITE_NAME);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|type="module"[^>]*src=))[^>]*>/);
    });

    test('shows its heading, passes axe, and looks right at 375 and 1440 px', async ({ page }) => {
      await page.goto(route.path);
      const heading = page.getByRole('heading', { level: 1, name: route.heading, exact: true });
      await lookAtBothWidths(page, route.path === '/' ? 'home' : route.path.slice(1), {
        ready: () => expect(heading).toBeVisible(),
      });
    });
  });
}

test('the home page title is the site name and the clock ticks every second', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(SITE_NAME);
  const clock = page.getByLabel('Your local time');
  await expect(clock).not.toHaveText('--:--:--');
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);
});

test('the banner leads to the RSVP page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Schedule your Webinar Today' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/rsvp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webinar RSVP' })).toBeVisible();
});

test('the six investment topics are explained', async ({ page }) => {
  await page.goto('/');
  for (const topic of [
    'Dividend Reimbursement',
    'Mutual Funds',
    '401k Roth IRA',
    'Buy Treasury Bonds',
    'Portfolio Diversity',
    'Precious Metals',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: topic })).toBeVisible();
  }
});

test('advertising shows both plans', async ({ page }) => {
  await page.goto('/advertising');
  await expect(page.getByText('$150/Month').first()).toBeVisible();
  await expect(page.getByText('$600/Year').first()).toBeVisible();
});

test('the footer lists the legal documents and the current year', async ({ page }) => {
  await page.goto('/about');
  const footer = page.locator('footer');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  for (const name of [
    'Affiliate Agreement',
    'Investment Risk Disclosure',
    'Terms & Conditions',
    'Privacy Policy',
    'GDPR',
  ]) {
    await expect(legal.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const group of ['Company', 'Resources'])
    await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${SITE_NAME}`);
  await expect(footer.getByRole('link', { name: `${SITE_NAME} on YouTube` })).toBeVisible();
});

test('unknown paths get the 404 page with status 404', async ({ page, request }) => {
  // An unknown newsletter issue is a 404 of its own page: the unknown path after it must not get its document.
  expect((await request.get('/newsletter/no-such-issue')).status()).toBe(404);
  const res = await request.get('/no/such/page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page not found');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Each stays what the server rendered once the app takes over the page.
  for (const [path, heading] of [
    ['/no/such/page', 'Page not found'],
    ['/newsletter/no-such-issue', 'Page not found'],
    ['/blog/no-such-post', 'Post not found'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});

test('what the server rendered is not fetched again when the visitor comes back to it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/faq');
  // Wait for the app to take over the page, so the links below navigate in the browser.
  await page.waitForLoadState('networkidle');
  const legal = page.locator('footer').getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const publicData = asked.filter((p) => p === '/api/config' || p === '/api/v1/faq' || p.startsWith('/api/v1/legal/'));
  // The settings and the FAQ came with the first page; the terms were asked for once.
  expect(publicData).toEqual(['/api/v1/legal/terms']);
});
