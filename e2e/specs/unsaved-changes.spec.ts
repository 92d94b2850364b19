import { screenshot } from '../support/look';
import { expect, test, type Page } from '@playwright/test';
import { adminAccount } from '../support/api-accounts';
import { openAs } from '../support/signed-in';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 25, point 1: the Blog post, Campaign and Newsletter issue editors each have their own address,
 * and typed changes are not thrown away by a sidebar link, Back or closing the tab without asking
 * "Discard changes?" (the one discard guard). At 1440 px, and at 375 px through the sidebar's burger.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin Dashboard sections' });
const question = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

/** Closing the tab asks through the browser's own question; dismissing it keeps the page. */
async function closingTheTabAsks(page: Page) {
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
}

test.describe('unsaved changes in the editors', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Blog post: its own address; a sidebar link and Back ask, Keep editing keeps every word', async ({
    browser,
  }) => {
    const { context, page } = await openAs(browser, await adminAccount());
    await page.goto('/admin/dashboard/blog');
    await page.getByRole('button', { name: 'New post' }).first().click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/blog\?new=1$/);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Reading volume before the open');

    await sidebar(page).getByRole('link', { name: 'Campaign' }).click();
    await expect(question(page)).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'discard-blog', { fullPage: false });
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/blog\?new=1$/);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Reading volume before the open',
    );

    await page.goBack();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/blog\?new=1$/);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Reading volume before the open',
    );

    await closingTheTabAsks(page);
    await sidebar(page).getByRole('link', { name: 'Campaign' }).click();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/campaign$/);
    await context.close();
  });

  test('Campaign: its own address; Back asks, and Discard goes back to the list', async ({ browser }) => {
    const { context, page } = await openAs(browser, await adminAccount());
    await page.goto('/admin/dashboard/campaign');
    await page.getByRole('button', { name: 'Write a campaign' }).first().click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/campaign\?new=1$/);
    await page.getByLabel(/^Subject/).fill('Three charts for the week');
    await page.goBack();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/campaign$/);
    await expect(page.getByRole('heading', { name: 'Campaign', level: 1 })).toBeVisible();
    await context.close();
  });
});

test.describe('unsaved changes at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Newsletter issue: a sidebar link from the burger asks; closing the tab asks', async ({ browser }) => {
    const { context, page } = await openAs(browser, await adminAccount());
    await page.goto('/admin/dashboard/newsletter?new=1');
    await expect(page.getByRole('heading', { name: 'New issue', level: 1 })).toBeVisible();
    await page.getByLabel(/^Subject/).fill('The week in three charts');

    await page.getByRole('button', { name: 'Open sections' }).click();
    await sidebar(page).getByRole('link', { name: 'Blog' }).click();
    await expect(question(page)).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'discard-newsletter', { fullPage: false });
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/newsletter\?new=1$/);
    await expect(page.getByLabel(/^Subject/)).toHaveValue('The week in three charts');

    await closingTheTabAsks(page);
    await context.close();
  });
});
