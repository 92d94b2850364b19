import { screenshot } from '../support/look';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../browser-path.mjs';
import { freshEmail } from '../support/accounts';
import { createSessionAsAdmin } from '../support/sessions';
import { expectNoAxeViolations } from '../support/axe';
import { continueToCheckout, fillDetails, openModalForSession } from '../support/rsvp-booking';

/**
 * Issue 25, point 2: Back, Forward and reload through the TEST MODE checkout show the true state at
 * once. Chromium keeps pages left by a full load in its back/forward cache, which Playwright turns
 * off by default; it is on here, as in a visitor's browser (docs/decisions/2026-11-27-checkout-history.md),
 * in the full browser: the headless shell the rest of the suite runs has no back/forward cache.
 */

test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: await findChromium({ fullBrowser: true }),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** A page shown from the back/forward cache fires no load event: wait for the navigation only. */
const HISTORY = { waitUntil: 'commit' } as const;

let counter = 0;
const uniqueTitle = (name: string) => `${name} ${Date.now()}-${process.pid}-${(counter += 1)}`;

/**
 * How the document on screen was loaded. A page Back shows from the back/forward cache is the very
 * document that was left, so it still says 'navigate'; one loaded again by Back says 'back_forward'.
 */
const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

test('Back after paying says "Already paid" at once, Forward shows the paid seat, and the RSVP form is free again', async ({
  page,
}) => {
  const title = uniqueTitle('Reading the order book');
  await createSessionAsAdmin({ title: title });
  const dialog = await openModalForSession(page, title);
  await fillDetails(dialog, freshEmail('payer'));
  await continueToCheckout(page, dialog);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Pay $500.00' }).click();
  await expect(page).toHaveURL(/\/rsvp\/success\?reference=/);
  await expect(page.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible({ timeout: 20_000 });

  // Back: the checkout as it was left had a spinning Pay button and Cancel disabled.
  await page.goBack(HISTORY);
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  expect(await navigationType(page)).toBe('navigate'); // restored from the cache, as left
  await screenshot(page, 'checkout-back-paid', { fullPage: false });

  // Back again: the RSVP form that sent the browser to checkout, no longer busy, says the seat is paid.
  await page.goBack(HISTORY);
  await expect(page).toHaveURL(/\/rsvp$/);
  await expect(page.getByText(`Your seat for ${title} is paid.`, { exact: false })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'RSVP' }).getByRole('button', { name: 'Continue to Payment' }),
  ).toBeEnabled();

  // Forward twice: the paid seat, whatever the cache kept.
  await page.goForward(HISTORY);
  await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
  await page.goForward(HISTORY);
  await expect(page.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible();
  await page.goBack(HISTORY);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
  expect(await navigationType(page)).toBe('reload');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await screenshot(page, 'checkout-back-paid');
});

test('Back after cancelling shows the checkout closed and the seat released, never a live Pay button', async ({
  page,
}) => {
  const title = uniqueTitle('Position sizing');
  await createSessionAsAdmin({ title: title });
  const dialog = await openModalForSession(page, title);
  await fillDetails(dialog, freshEmail('leaver'));
  await continueToCheckout(page, dialog);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat was released' })).toBeVisible({
    timeout: 20_000,
  });

  await page.goBack(HISTORY);
  await expect(page.getByRole('heading', { name: 'Checkout expired' })).toBeVisible();
  expect(await navigationType(page)).toBe('navigate');
  await expect(page.getByText(/Your seat was released/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'checkout-back-released', { fullPage: false });

  await page.goForward(HISTORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat was released' })).toBeVisible();
});
