import { useSyncExternalStore } from 'react';

/** Browser-held session items the seed names (§3). Caches only; the server decides who is who. */
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

function readUserId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userId);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
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
  return useSyncExternalStore(subscribe, readUserId, () => null);
}

export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Logout (seed §2): clears the id and token cookies and the stored userId, roles and referredby. */
export function clearStoredSession(): void {
  for (const name of SESSION_COOKIES) {
    document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
  for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
  notifySessionChanged();
}
