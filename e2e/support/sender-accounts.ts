import { expect, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createAccount, type RoleName } from './api-accounts';
import { signInPage } from './signed-in';

const ROLE_NAMES: Record<number, RoleName> = {
  1: 'Admin',
  2: 'Sales',
  3: 'Affiliate',
  4: 'Advertiser',
  5: 'EmailMarketing',
};

/** A new account holding `roleIds` (made through the API, roles granted by the admin), signed in on `page`. */
export async function signedUpWithRoles(page: Page, prefix: string, roleIds: number[]) {
  const account = await createAccount(prefix, { roles: roleIds.map((id) => ROLE_NAMES[id]!) });
  await signInPage(page, account);
  return { email: account.email, userId: account.userId, account };
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
