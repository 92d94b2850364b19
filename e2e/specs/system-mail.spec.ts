import { expect, test } from '@playwright/test';
import { createAccount, requestPasswordReset } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { waitForMail } from '../support/mail-sink';
import { openAsAdmin } from '../support/signed-in';

/**
 * The admin reads the site's own mail in Site settings → System mail (docs/product.md, System mail):
 * recent messages with recipient, kind, subject, status and time, and one message's text on opening
 * it; the open message keeps its address, so Back closes it.
 */
test('an admin finds a member’s password-reset mail in Site settings → System mail and reads its code', async ({
  browser,
}) => {
  const member = await createAccount('system-mail-member', { firstName: 'Lin', lastName: 'Okafor' });
  await requestPasswordReset(member.email);
  // The same message reached the member's mailbox (the e2e server sends through an SMTP sink).
  const delivered = await waitForMail(member.email, /is your code to reset your password/);
  const code = /^(\d{6}) is your code/.exec(delivered.subject)?.[1] ?? '';

  const { context, page } = await openAsAdmin(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  try {
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin Dashboard sections' })
      .getByRole('link', { name: 'Site settings' })
      .click();
    await page.getByRole('tab', { name: 'System mail' }).click();
    await expect(page).toHaveURL(/[?&]tab=mail\b/);

    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('identity.reset-code');
    await expect(row).toContainText(`${code} is your code to reset your password`);
    await expect(row).toContainText('Sent');
    await lookAtBothWidths(page, 'system-mail', { ready: (p) => expect(p.getByText(member.email)).toBeVisible() });

    await row.getByRole('button', { name: /Open the mail to/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Enter this code to choose a new one', { exact: false })).toBeVisible();
    await expect(dialog).toContainText(code);
    await expect(page).toHaveURL(/[?&]mail=\d+/);
    await lookAtBothWidths(page, 'system-mail-open', { within: '[role="dialog"]', fullPage: false });

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'System mail', selected: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
