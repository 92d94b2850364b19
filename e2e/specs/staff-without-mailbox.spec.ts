import { expect, test } from '@playwright/test';
import { apiCall, createAccount, signedInContext } from '../support/api-accounts';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 25, point 5: a Sales user with no mailbox is asked for one on entering the panel, once a
 * browser session; closed, the modal stays closed on every other section and after a reload, and
 * their contacts and notes are theirs to read. The panel's lookup answers "none saved", never a 404.
 */
const SHOTS = '/tmp/uxf-shots';

test('a Sales user without a mailbox closes the prompt once and reads their contacts and notes', async ({
  browser,
  request,
}) => {
  const sales = await createAccount(request, {
    prefix: 'no-mailbox',
    roleIds: [2],
    firstName: 'Tomas',
    lastName: 'Berg',
  });
  const contact = `reader-${Date.now()}@e2e.test`;
  await apiCall(request, sales.tokens.access, 'POST', '/api/v1/contacts', {
    email: contact,
    firstName: 'Rosa',
    lastName: 'Quint',
    tags: ['webinar-lead'],
  });
  await apiCall(request, sales.tokens.access, 'POST', '/api/v1/notes', {
    title: 'Call Rosa after the webinar',
    body: 'She asked about the yearly plan.',
    pinned: true,
  });
  const context = await signedInContext(browser, sales);
  const page = await context.newPage();
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
    await page.screenshot({ path: `${SHOTS}/staff-prompt-375.png` });
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();

    await expect(page.getByText(contact)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/staff-contacts-375.png`, fullPage: true });

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
    await page.screenshot({ path: `${SHOTS}/staff-composer-1440.png` });
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});
