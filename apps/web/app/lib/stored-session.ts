import type { CurrentUser } from '@meridian/contracts/users';
import { useSyncExternalStore } from 'react';

/** Browser-held session items (docs/product.md, Client state). Caches only; the server decides who is who. */
export const STORAGE_KEYS = {
  userId: 'userId',
  roles: 'roles',
  referredBy: 'referredby',
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
} as const;

export const SESSION_COOKIES = ['id', 'token', 'admin_token'] as const;

const CHANGE_EVENT = 'meridian:session-change';
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Max-Age=0; path=/; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_S}; path=/; SameSite=Lax${secure}`;
}

/** A cookie's value, or null; always null while rendering on the server. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const raw = rest.join('=');
      let value = raw;
      try {
        value = decodeURIComponent(raw);
      } catch {
        // A cookie written by something else may not be URI-encoded; use it as it is.
      }
      return value === '' ? null : value;
    }
  }
  return null;
}

function readUserId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userId);
  } catch {
    return null;
  }
}

/** Calls the listener on storage events, window focus and session changes made by this tab. */
export function subscribeToSessionSignals(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener('focus', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('focus', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

/** The stored user id, re-read on storage events and focus; null while rendering on the server. */
export function useStoredUserId(): string | null {
  return useSyncExternalStore(subscribeToSessionSignals, readUserId, () => null);
}

export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Logout (docs/product.md, Site layout and navigation): clears the id and token cookies and the stored userId, roles and referredby.
 * `keepReferral` keeps referredby when a stale session is cleared on the way to signing up.
 */
export function clearStoredSession(options: { keepReferral?: boolean } = {}): void {
  for (const name of SESSION_COOKIES) writeCookie(name, null);
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!(options.keepReferral && key === STORAGE_KEYS.referredBy)) window.localStorage.removeItem(key);
  }
  notifySessionChanged();
}

/** The `token` and `admin_token` cookies: only markers that tokens exist (the tokens stay with Amplify). */
export function clearTokenCookies(): void {
  writeCookie('token', null);
  writeCookie('admin_token', null);
}

/**
 * Writes the stored items from what GET /api/v1/user/me said. They are caches for the
 * interface (header, first paint of panels); the server decides from the access token alone.
 */
export function storeCurrentUser(user: CurrentUser): void {
  const storage = window.localStorage;
  storage.setItem(STORAGE_KEYS.userId, String(user.id));
  storage.setItem(STORAGE_KEYS.roles, JSON.stringify(user.roles));
  storage.setItem(STORAGE_KEYS.email, user.email);
  storage.setItem(STORAGE_KEYS.firstName, user.firstName);
  storage.setItem(STORAGE_KEYS.lastName, user.lastName);
  writeCookie('id', String(user.id));
  writeCookie('token', '1');
  writeCookie('admin_token', user.roles.includes('Admin') ? '1' : null);
  notifySessionChanged();
}

/** The cached role names (display only), [] when absent or unreadable. */
export function readStoredRoles(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.roles) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}
