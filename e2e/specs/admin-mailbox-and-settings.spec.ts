import { screenshot } from '../support/look';
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from '../support/api-accounts';
import { openAs } from '../support/signed-in';
import { expectNoAxeViolations } from '../support/axe';
import { startMailbox } from '../support/sender-accounts';

/**
 * Issue 25, point 4: an admin connects, replaces and removes their sending mailbox from their panel
 * (offered by the campaign composer before anything is sent), and edits the Site settings, which the
 * public pages show at once.
 */
const APP_PASSWORD = 'wxyz abcd efgh ijkl';

/** Fills the credentials modal with a mailbox on a local SMTP server (a custom provider: server, port, security). */
async function connectMailbox(page: Page, dialog: ReturnType<Page['getByRole']>, email: string, port: number) {
  await dialog.getByLabel('Email Address').fill(email);
  const password = dialog.getByLabel('App Password');
  await password.fill(APP_PASSWORD);
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByLabel('SMTP Server').fill('127.0.0.1');
  await dialog.getByLabel('Port', { exact: true }).fill(String(port));
  await dialog.getByLabel('Security', { exact: true }).selectOption('none');
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
}

test('an admin connects a mailbox from the campaign composer, then replaces and removes it from the sidebar', async ({
  browser,
}) => {
  const admin = await createAccount('admin-mailbox', { roles: ['Admin'], firstName: 'Ines', lastName: 'Duarte' });
  const second = `ines.duarte.second-${Date.now()}@e2e.test`;
  const first = await startMailbox({ user: admin.email, password: APP_PASSWORD });
  const replacement = await startMailbox({ user: second, password: APP_PASSWORD });
  const { context, page } = await openAs(browser, admin);
  await page.setViewportSize({ width: 1440, height: 900 });
  try {
    // Admins are not asked for a mailbox on entering their panel.
    const lookup = page.waitForResponse((response) => response.url().includes('/api/v2/marketingCredentials?'));
    await page.goto('/admin/dashboard/campaign?new=1');
    expect((await lookup).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Sending mailbox' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The composer says before "Send now" that the mailbox is missing, and offers to connect one.
    await expect(page.getByText('No sending mailbox yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await page.getByRole('button', { name: 'Connect a mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Credentials Required' });
    await expect(dialog).toBeVisible();
    await connectMailbox(page, dialog, admin.email, first.port);
    await expect(page.getByText('No sending mailbox yet')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send now' })).toBeEnabled();

    // Replace it, then remove it, from "Sending mailbox" in the sidebar.
    await page.getByRole('button', { name: 'Sending mailbox' }).click();
    const manage = page.getByRole('dialog', { name: 'Sending Mailbox' });
    await expect(manage.getByText(admin.email.toLowerCase(), { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'admin-mailbox', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await connectMailbox(page, manage, second, replacement.port);
    await page.getByRole('button', { name: 'Sending mailbox' }).click();
    await expect(manage.getByText(second, { exact: true })).toBeVisible();
    await manage.getByRole('button', { name: 'Remove mailbox' }).click();
    await expect(page.getByRole('dialog', { name: 'Email Credentials Required' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('No sending mailbox yet')).toBeVisible();
  } finally {
    await context.close();
    await first.close();
    await replacement.close();
  }
});

test('Site settings start from the seed’s defaults; a saved social link shows in the public footer at once', async ({
  browser,
}) => {
  const admin = await createAccount('settings-admin', { roles: ['Admin'] });
  const { context, page } = await openAs(browser, admin);
  await page.setViewportSize({ width: 1440, height: 900 });
  const facebook = 'https://www.facebook.com/meridian-e2e';
  try {
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin Dashboard sections' })
      .getByRole('link', { name: 'Site settings' })
      .click();
    await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Tagline')).toHaveValue('Professional Trading Solutions');
    await expect(page.getByLabel('Webinar seat (USD)')).toHaveValue('500.00');
    await expect(page.getByLabel('Billboard monthly plan (USD)')).toHaveValue('150.00');
    await expect(page.getByLabel('Billboard yearly plan (USD)')).toHaveValue('600.00');
    await expect(page.getByLabel('Facebook')).toHaveValue('');
    await expectNoAxeViolations(page);
    await screenshot(page, 'site-settings');

    await page.getByLabel('Facebook').fill('http://www.facebook.com/meridian-e2e');
    await page.getByLabel('Webinar seat (USD)').fill('five hundred');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a full https:// address, or leave it empty to hide this icon')).toBeVisible();
    await expect(page.getByText('The seat price must be between $1.00 and $100,000.00')).toBeVisible();
    await expect(page.getByLabel('Webinar seat (USD)')).toBeFocused();
    await page.getByLabel('Webinar seat (USD)').fill('500.00');
    await page.getByLabel('Facebook').fill(facebook);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Site settings saved. The public pages show them now.')).toBeVisible();

    // This tab's public pages, and a fresh one served by the server, show the link at once.
    await page.getByRole('banner').getByRole('link', { name: 'Meridian Trading Academy' }).click();
    const footerLink = (p: Page) =>
      p.getByRole('contentinfo').getByRole('link', { name: 'Meridian Trading Academy on Facebook' });
    await expect(footerLink(page)).toHaveAttribute('href', facebook);
    const visitor = await browser.newPage();
    await visitor.goto('/about');
    await expect(footerLink(visitor)).toHaveAttribute('href', facebook);

    await page.goBack();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Fill in the defaults' }).click();
    await expect(page.getByLabel('Facebook')).toHaveValue('');
    await expectNoAxeViolations(page);
    await screenshot(page, 'site-settings');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Site settings saved. The public pages show them now.')).toBeVisible();
    await visitor.reload();
    await expect(footerLink(visitor)).toHaveCount(0);
    await visitor.close();
  } finally {
    await context.close();
  }
});
