import { amplifyAuthConfigSchema, type AmplifyAuthConfig } from '@meridian/contracts/settings';
import type * as AmplifyAuth from 'aws-amplify/auth';
import { setTokenProvider } from '../api-client';

/** Amplify's auth functions (`aws-amplify/auth`), loaded on first use. */
export type IdentityApi = typeof AmplifyAuth;

/** Where Amplify keeps its tokens in localStorage: `CognitoIdentityServiceProvider.<clientId>.…`. */
const STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER_SUFFIX = '.LastAuthUser';

export const IDENTITY_UNAVAILABLE_MESSAGE = 'Sign-in is not available right now. Please try again in a few minutes.';

/** The site settings carry no usable `auth` block, so Amplify cannot be configured. */
export class IdentityUnavailableError extends Error {
  constructor() {
    super(IDENTITY_UNAVAILABLE_MESSAGE);
    this.name = 'IdentityUnavailableError';
  }
}

let resolveConfig: (config: AmplifyAuthConfig | null) => void = () => undefined;
const configReady = new Promise<AmplifyAuthConfig | null>((resolve) => {
  resolveConfig = resolve;
});
let configProvided = false;
let loading: Promise<IdentityApi> | null = null;

function storageKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/** Whether Amplify holds tokens in this browser, checked without loading Amplify. */
export function hasStoredIdentitySession(): boolean {
  if (typeof window === 'undefined') return false;
  return storageKeys().some((key) => key.startsWith(STORAGE_PREFIX) && key.endsWith(LAST_AUTH_USER_SUFFIX));
}

/** Removes Amplify's stored tokens directly: the fallback when Amplify itself cannot sign out. */
export function forgetIdentityTokens(): void {
  for (const key of storageKeys()) {
    if (key.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  }
}

/**
 * Loads and configures Amplify once, on first need (sign-in, sign-up, panels, or a stored session),
 * so public pages never download it. Rejects with IdentityUnavailableError without an `auth` config.
 */
export function loadIdentity(): Promise<IdentityApi> {
  loading ??= (async () => {
    const config = await configReady;
    if (!config) throw new IdentityUnavailableError();
    const [{ configureAmplify }, identity] = await Promise.all([
      import('./configure-amplify'),
      import('aws-amplify/auth'),
    ]);
    configureAmplify(config);
    return identity;
  })();
  const current = loading;
  // A failed chunk download may be retried by the next caller.
  current.catch(() => {
    if (loading === current) loading = null;
  });
  return current;
}

/** The current access token, refreshed by Amplify when it is about to expire; undefined when signed out. */
export async function currentAccessToken(): Promise<string | undefined> {
  if (!hasStoredIdentitySession()) return undefined;
  try {
    const identity = await loadIdentity();
    const session = await identity.fetchAuthSession();
    return session.tokens?.accessToken.toString();
  } catch (error) {
    console.warn('Could not read the sign-in session', error);
    return undefined;
  }
}

// Every API call carries `Authorization: Bearer <access token>` while a session exists. Registered
// when this module loads, so calls made before the config arrives wait for it instead of going bare.
setTokenProvider(currentAccessToken);

/** Hands the site's `auth` settings (GET /api/config) to the identity layer, once. */
export function provideIdentityConfig(raw: unknown): void {
  if (configProvided) return;
  configProvided = true;
  const parsed = amplifyAuthConfigSchema.safeParse(raw);
  resolveConfig(parsed.success ? parsed.data : null);
}
