import { screenshot } from '../support/look';
import { expect, test } from '@playwright/test';
import { callApi, createAccount } from '../support/api-accounts';
import { openAs } from '../support/signed-in';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 25, point 5: a Sales user with no mailbox is asked for one on entering the panel, once a
 * browser session; closed, the modal stays closed on every other section and after a reload, and
 * their contacts and notes are theirs to read. The panel's lookup answers "none saved", never a 404.
 */

test('a Sales user without a mailbox closes the prompt once and reads their contacts and notes', async ({
  browser,
}) => {
  const sales = await createAccount('no-mailbox', { roles: ['Sales'], firstName: 'Tomas', lastName: 'Berg' });
  const contact = `reader-${Date.now()}@e2e.test`;
  await callApi(sales.tokens.accessToken, 'POST', '/api/v1/contacts', {
    email: contact,
    firstName: 'Rosa',
    lastName: 'Quint',
    tags: ['webinar-lead'],
  });
  await callApi(sales.tokens.accessToken, 'POST', '/api/v1/notes', {
    title: 'Call Rosa after the webinar',
    body: 'She asked about the yearly plan.',
    pinned: true,
  });
  const { context, page } = await openAs(browser, sales);
  await page.setViewportSize({ width: 375, height: 800 });
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v2/marketingCredentials') && response.status() >= 400) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  // A refused request is logged as "Failed to load resource: … status of 404": none may appear.
  page.on('console', (message) => {
    if (message.type() === 'error' && /status of 4\d\d/.test(message.text())) {
      failures.push(`${message.text()} ${message.location().url}`);
    }
  });
  try {
    await page.goto('/sales/dashboard/users');
    const prompt = page.getByRole('dialog', { name: 'Email Credentials Required' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt.getByLabel('App Password')).toHaveAttribute('type', 'text');
    await expect(prompt.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'staff-prompt', { fullPage: false });
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();

    await expect(page.getByText(contact)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'staff-contacts');

    await page.getByRole('button', { name: 'Open sections' }).click();
    await page
      .getByRole('navigation', { name: 'Sales Dashboard sections' })
      .getByRole('link', { name: 'Notes' })
      .click();
    await expect(page.getByText('Call Rosa after the webinar')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Call Rosa after the webinar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sending mailbox' })).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Where sending needs a mailbox, the composer says so before "Send now".
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/sales/dashboard/campaign?new=1');
    await expect(page.getByText('No sending mailbox yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send now' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'staff-composer', { fullPage: false });
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});
