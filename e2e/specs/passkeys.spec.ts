import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectPanel } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { openAs } from '../support/signed-in';

/**
 * Passkeys (docs/decisions/2026-11-27-passkeys.md) with real Amplify in Chromium against the built-in
 * pool: the page's own device is a platform authenticator made through the DevTools protocol
 * (WebAuthn.addVirtualAuthenticator), which verifies its user without a prompt.
 */

/** A passkey-capable device for the page: resident keys, user verification, always verified. */
async function addPlatformAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The passkeys the device holds. */
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
  // From the Account page, the page itself then asks to sign in again.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** The sign-in page with the email typed, once the app has taken the form over. */
async function typeEmail(page: Page, email: string) {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByLabel('Email').fill(email);
}

test('a passkey added on the Account page signs in without a password, and can be removed', async ({ browser }) => {
  const member = await createAccount('passkey-sales', { roles: ['Sales'], firstName: 'Priya', lastName: 'Nair' });
  const { context, page } = await openAs(browser, member, { viewport: { width: 1440, height: 900 } });
  const device = await addPlatformAuthenticator(context, page);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible({ timeout: 20_000 });
  await lookAtBothWidths(page, 'account-passkeys-empty', {
    ready: (p) =>
      expect(p.getByRole('region', { name: 'Passkeys' }).getByText('You have no passkeys yet.')).toBeVisible(),
  });

  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  const listed = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('Chrome on Linux');
  await expect(listed.first()).toContainText('Not used yet');
  const [held] = await device.credentials();
  expect(held?.isResidentCredential).toBe(true);
  expect(held?.rpId).toBe('localhost');
  await lookAtBothWidths(page, 'account-passkeys', {
    ready: (p) => expect(p.getByRole('list', { name: 'Your passkeys' })).toBeVisible(),
  });

  // Signed out, the email and the passkey sign in: no password, and no authenticator code.
  await logOut(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Enter your email, then sign in with your passkey.')).toBeVisible();
  await page.getByRole('main').getByLabel('Email').fill(member.email);
  await lookAtBothWidths(page, 'sign-in-with-passkey', {
    ready: (p) => expect(p.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible(),
  });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectPanel(page, /\/sales\/dashboard/);

  // The Account page says when it was last used; removing it asks first.
  await page.goto('/account');
  await expect(listed.first()).toContainText('Last used', { timeout: 20_000 });
  await listed.first().getByRole('button', { name: 'Remove passkey Chrome on Linux' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText('“Chrome on Linux” will no longer sign you in.');
  await lookAtBothWidths(page, 'account-passkey-remove', { within: '[role="dialog"]', fullPage: false });
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds it, but the account no longer takes it: the password it is.
  await logOut(page);
  await typeEmail(page, member.email);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('There is no passkey for this email yet.')).toBeVisible();
  await context.close();
});
