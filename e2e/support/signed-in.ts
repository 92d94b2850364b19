import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { adminAccount, type Account } from './api-accounts';
import { baseURL } from './base-url';

/**
 * A browser context that is already signed in: Amplify's stored tokens and the site's own session
 * items, as a sign-in through the page leaves them (Playwright storage state). Specs about signing
 * in use the sign-in page instead (identity-flows, navigation); every other spec starts here.
 */

const CLIENT_ID = 'meridianwebclient';
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export function storageStateFor({ email, tokens, user }: Pick<Account, 'email' | 'tokens' | 'user'>): StorageState {
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  const host = new URL(baseURL).hostname;
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: host,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return {
    cookies: [
      cookie('id', String(user.id)),
      cookie('token', '1'),
      ...(user.roles.includes('Admin') ? [cookie('admin_token', '1')] : []),
    ],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: `${prefix}.LastAuthUser`, value: email },
          { name: `${prefix}.${email}.accessToken`, value: tokens.accessToken },
          { name: `${prefix}.${email}.idToken`, value: tokens.idToken },
          { name: `${prefix}.${email}.refreshToken`, value: tokens.refreshToken },
          { name: `${prefix}.${email}.clockDrift`, value: '0' },
          {
            name: `${prefix}.${email}.signInDetails`,
            value: JSON.stringify({ loginId: email, authFlowType: 'USER_SRP_AUTH' }),
          },
          { name: 'userId', value: String(user.id) },
          { name: 'roles', value: JSON.stringify(user.roles) },
          { name: 'email', value: user.email },
          { name: 'firstName', value: user.firstName },
          { name: 'lastName', value: user.lastName },
        ],
      },
    ],
  };
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
}

/** A new context and page signed in as `account` (made with createAccount). */
export async function openAs(
  browser: Browser,
  account: Account,
  options: BrowserContextOptions = {},
): Promise<SignedIn> {
  const context = await browser.newContext({ ...options, storageState: storageStateFor(account) });
  return { context, page: await context.newPage() };
}

/** A new context and page signed in as the bootstrap admin (admin@e2e.test). */
export async function openAsAdmin(browser: Browser, options: BrowserContextOptions = {}): Promise<SignedIn> {
  return openAs(browser, await adminAccount(), options);
}

/**
 * Signs an existing page's context in as `account` without the sign-in page: the session cookies,
 * then Amplify's and the site's stored items, written on a same-origin page that loads nothing.
 */
export async function signInPage(page: Page, account: Account): Promise<void> {
  const state = storageStateFor(account);
  await page.context().addCookies(state.cookies);
  await page.goto('/api/health');
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, state.origins[0]?.localStorage ?? []);
}
