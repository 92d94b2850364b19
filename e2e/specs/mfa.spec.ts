import { expect, test, type Page } from '@playwright/test';
import { expectPanel, signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { nextCode, rememberSecret, totpCodeAt } from '../support/authenticator';
import { lookAtBothWidths } from '../support/look';
import { openAs, openAsAdmin } from '../support/signed-in';

/**
 * Two-step sign-in (TOTP MFA; docs/decisions/2026-11-27-totp-mfa.md) with real Amplify in Chromium
 * against the built-in pool: codes are computed with otpauth from the secret the page shows.
 */

const CODE_FIELD = 'Code from your authenticator app';

/** The secret the page shows under the QR code, without the spaces it is grouped with. */
async function shownSecret(page: Page): Promise<string> {
  return ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
}

/** A code the app would not show now. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const taken = new Set([-1, 0, 1].map((steps) => totpCodeAt(secret, now + steps * 30_000)));
  return ['000000', '111111', '222222', '333333'].find((code) => !taken.has(code)) ?? '444444';
}

test.describe('two-step sign-in', () => {
  test('an admin without it is led through setup at sign-in, then signs in with a code', async ({ page }) => {
    const admin = await createAccount('mfa-admin', { roles: ['Admin'] });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: /QR code to add .* to your authenticator app/ })).toBeVisible();
    const secret = await shownSecret(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    rememberSecret(admin.email, secret);
    await lookAtBothWidths(page, 'mfa-setup-at-sign-in', {
      ready: (p) => expect(p.getByRole('img', { name: /QR code/ })).toBeVisible(),
    });

    await page.getByLabel(CODE_FIELD).fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await page.getByLabel(CODE_FIELD).fill(await nextCode(admin.email));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectPanel(page, /\/admin\/dashboard/);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible({ timeout: 20_000 });
    await lookAtBothWidths(page, 'mfa-code-at-sign-in');
    await page.getByLabel(CODE_FIELD).fill(await nextCode(admin.email));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPanel(page, /\/admin\/dashboard/);
  });

  test('the Account page turns it on and off, lists the sign-ins, and an admin can reset it', async ({ browser }) => {
    const member = await createAccount('mfa-member', { firstName: 'Noor', lastName: 'Haddad' });
    const { context, page } = await openAs(browser, member, { viewport: { width: 1440, height: 900 } });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const mfa = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(mfa.getByText('Off', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByText('This browser')).toBeVisible();
    await lookAtBothWidths(page, 'account', {
      ready: (p) => expect(p.getByRole('region', { name: 'Password' })).toBeVisible(),
    });

    await mfa.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(mfa.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = await shownSecret(page);
    rememberSecret(member.email, secret);
    await lookAtBothWidths(page, 'account-mfa-setup', {
      ready: (p) => expect(p.getByRole('img', { name: /QR code/ })).toBeVisible(),
    });
    await mfa.getByLabel(CODE_FIELD).fill(await nextCode(member.email));
    await mfa.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(mfa.getByText('On', { exact: true })).toBeVisible();

    // An admin resets it (the member lost their phone): the member is mailed, and it is off.
    const { context: adminContext, page: admin } = await openAsAdmin(browser);
    await admin.goto('/admin/dashboard/users');
    await admin.getByLabel('Search').fill(member.email);
    await admin.getByRole('button', { name: `Reset two-step sign-in for ${member.email}` }).click();
    await expect(admin.getByRole('dialog', { name: 'Reset two-step sign-in?' })).toBeVisible();
    await lookAtBothWidths(admin, 'admin-mfa-reset', { within: '[role="dialog"]', fullPage: false });
    await admin.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(admin.getByText(`Two-step sign-in reset for ${member.email}.`)).toBeVisible();
    await adminContext.close();
    await page.reload();
    await expect(mfa.getByText('Off', { exact: true })).toBeVisible({ timeout: 20_000 });

    // On again, then off from the page itself.
    await mfa.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    rememberSecret(member.email, await shownSecret(page));
    await mfa.getByLabel(CODE_FIELD).fill(await nextCode(member.email));
    await mfa.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(mfa.getByText('On', { exact: true })).toBeVisible();
    await mfa.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
    await expect(mfa.getByText('Off', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login/);
    await context.close();
  });
});
