import { MARKETING_CREDENTIALS_MESSAGES as M } from '@meridian/contracts/sender-mailboxes';
import { expect, test } from '@playwright/test';
import { lookAtBothWidths } from '../support/look';
import { signedUpWithRoles, startMailbox } from '../support/sender-accounts';

const APP_PASSWORD = 'qwer tyui opas dfgh';

/**
 * The seed's "Email Credentials Required" modal in the Sales panel, against the real server, which
 * signs in to a local SMTP server standing in for the sender's provider before saving.
 */
test.describe('sender mailbox', () => {
  // On a phone: the panel's menu holds "Sending mailbox".
  test.use({ viewport: { width: 375, height: 812 } });

  test('the modal asks, says every message, shows the busy label and closes once saved', async ({ page }) => {
    const mailboxAddress = `ana-${Date.now()}@meridian-sender.test`;
    const mailbox = await startMailbox({ user: mailboxAddress, password: APP_PASSWORD }, 800);
    try {
      await signedUpWithRoles(page, 'sender', [2]);
      await page.goto('/sales/dashboard');
      const dialog = page.getByRole('dialog', { name: 'Email Credentials Required' });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByText('Setup required to send marketing emails')).toBeVisible();
      await expect(dialog.getByText(/different from your normal email password/)).toBeVisible();
      await expect(dialog.getByText(/securely stored and encrypted/)).toBeVisible();
      await lookAtBothWidths(page, 'sender-mailbox-empty', { fullPage: false, noSideScroll: false });

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
      await dialog.getByLabel('Port', { exact: true }).fill(String(mailbox.port));
      await dialog.getByLabel('Security', { exact: true }).selectOption('none');
      await save.click();
      await expect(dialog.getByRole('alert')).toContainText('app password exactly as your provider gave it', {
        timeout: 15_000,
      });
      await expect(dialog.getByLabel('App Password')).toHaveValue('not the app password');
      await lookAtBothWidths(page, 'sender-mailbox-refused', { fullPage: false, noSideScroll: false });

      await dialog.getByLabel('App Password').fill(`  ${APP_PASSWORD}  `);
      await dialog.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(dialog.getByRole('button', { name: 'Saving Credentials...' })).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 15_000 });

      // Saved: the modal stays away on the next visit, and "Sending mailbox" shows the address.
      await page.reload();
      await expect(page.getByText('Sales Dashboard').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Open sections' }).click();
      await page.getByRole('button', { name: 'Sending mailbox' }).click();
      const manage = page.getByRole('dialog', { name: 'Sending Mailbox' });
      await expect(manage.getByText(mailboxAddress)).toBeVisible();
      // Its own domain was looked up in DNS: a .test domain publishes no records (or, with no DNS at
      // all, could not be checked); either way the panel names the domain and what it found.
      await expect(manage.getByRole('note').filter({ hasText: 'meridian-sender.test' })).toBeVisible();
      await expect(manage.getByRole('button', { name: 'Check meridian-sender.test again' })).toBeVisible();
      await lookAtBothWidths(page, 'sender-mailbox-saved', { fullPage: false, noSideScroll: false });
    } finally {
      await mailbox.close();
    }
  });
});
