import { expect, type Browser, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { completeSignUp, freshEmail } from './accounts';
import { adminAccessToken, storedAccessToken } from './sessions';

/**
 * A new account holding `roleIds` (signed up through the UI, roles granted by the admin over the
 * API), signed in on `page`.
 */
export async function signedUpWithRoles(browser: Browser, page: Page, prefix: string, roleIds: number[]) {
  const email = freshEmail(prefix);
  await page.goto('/login?signup');
  await completeSignUp(page, email);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const me = await page.request.get('/api/v1/user/me', {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  const { data } = (await me.json()) as { data: { id: number } };
  const admin = await adminAccessToken(browser);
  const granted = await page.request.put(`/api/v1/admin/users/${data.id}/roles`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { roleIds },
  });
  expect(granted.status()).toBe(200);
  return { email, userId: data.id };
}

/**
 * A sender's mailbox provider on 127.0.0.1: an SMTP server with AUTH that knows one account and
 * takes `delayMs` to answer a sign-in (so a person would see the form busy).
 */
export async function startMailbox(account: { user: string; password: string }, delayMs = 0) {
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      setTimeout(() => {
        if (auth.username === account.user && auth.password === account.password)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      }, delayMs);
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Closes the "Email Credentials Required" modal that a sender without a saved mailbox meets on their panel. */
export async function closeCredentialsPrompt(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Email Credentials Required' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}
