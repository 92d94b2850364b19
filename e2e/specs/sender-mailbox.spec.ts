import { MARKETING_CREDENTIALS_MESSAGES as M } from '@meridian/contracts/marketing-credentials';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedUpWithRoles, startMailbox } from '../support/sender-accounts';

const APP_PASSWORD = 'qwer tyui opas dfgh';

/**
 * The seed's "Email Credentials Required" modal in the Sales panel, against the real server, which
 * signs in to a local SMTP server standing in for the sender's provider before saving.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`sender mailbox at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the modal asks, says every message, shows the busy label and closes once saved', async ({
      browser,
      page,
    }) => {
      const mailboxAddress = `ana-${viewport.width}-${Date.now()}@meridian-sender.test`;
      const mailbox = await startMailbox({ user: mailboxAddress, password: APP_PASSWORD }, 800);
      try {
        await signedUpWithRoles(browser, page, `sender${viewport.width}`, [2]);
        await page.goto('/sales/dashboard');
        const dialog = page.getByRole('dialog', { name: 'Email Credentials Required' });
        await expect(dialog).toBeVisible({ timeout: 20_000 });
        await expect(dialog.getByText('Setup required to send marketing emails')).toBeVisible();
        await expect(dialog.getByText(/different from your normal email password/)).toBeVisible();
        await expect(dialog.getByText(/securely stored and encrypted/)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/sender-mailbox-empty-${viewport.width}.png` });

        const save = dialog.getByRole('button', { name: 'Save & Continue' });
        await save.click();
        await expect(dialog.getByText(M.emailRequired)).toBeVisible();
        await expect(dialog.getByText(M.appPasswordRequired)).toBeVisible();
        await dialog.getByLabel('Email Address').fill('ana@');
        await expect(dialog.getByText(M.emailRequired)).toHaveCount(0);
        await dialog.getByLabel('App Password').fill('  short    ');
        await save.click();
        await expect(dialog.getByText(M.emailInvalid)).toBeVisible();
        await expect(dialog.getByText(M.appPasswordTooShort)).toBeVisible();

        // An address on an unknown domain: the provider's server, port and security are asked for.
        await dialog.getByLabel('Email Address').fill(`  ${mailboxAddress}  `);
        await dialog.getByLabel('App Password').fill('not the app password');
        await dialog.getByLabel('SMTP Server').fill('127.0.0.1');
        await dialog.getByLabel('Port').fill(String(mailbox.port));
        await dialog.getByLabel('Security').selectOption('none');
        await save.click();
        await expect(dialog.getByRole('alert')).toContainText('app password exactly as your provider gave it', {
          timeout: 15_000,
        });
        await expect(dialog.getByLabel('App Password')).toHaveValue('not the app password');
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/sender-mailbox-refused-${viewport.width}.png`, fullPage: true });

        await dialog.getByLabel('App Password').fill(`  ${APP_PASSWORD}  `);
        await dialog.getByRole('button', { name: 'Save & Continue' }).click();
        await expect(dialog.getByRole('button', { name: 'Saving Credentials...' })).toBeVisible();
        await expect(dialog).toBeHidden({ timeout: 15_000 });

        // Saved: the modal stays away on the next visit, and "Sending mailbox" shows the address.
        await page.reload();
        await expect(page.getByText('Sales Dashboard').first()).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('dialog')).toHaveCount(0);
        if (viewport.width < 768) await page.getByRole('button', { name: 'Open sections' }).click();
        await page.getByRole('button', { name: 'Sending mailbox' }).click();
        const manage = page.getByRole('dialog', { name: 'Sending Mailbox' });
        await expect(manage.getByText(mailboxAddress)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/sender-mailbox-saved-${viewport.width}.png` });
      } finally {
        await mailbox.close();
      }
    });
  });
}
