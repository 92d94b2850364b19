import { authCheck } from '@meridian/contracts/users';
import { useSyncExternalStore } from 'react';
import { ApiError, callEndpoint } from '../api-client';
import { appState } from '../app-state';
import { clearTokenCookies, readCookie, subscribeToSessionSignals } from '../stored-session';
import { endIdentitySession } from './sign-out';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** Auth state (docs/product.md, Client state): loading at start, then signed in or out by the `id` cookie. */
export interface AuthState {
  status: AuthStatus;
  /** The `id` cookie: a cache of the user id GET /api/v1/user/me returned at sign-in. */
  userId: string | null;
  /** GET /api/auth/check for this user: pending until it answers. */
  check: 'pending' | 'passed' | 'failed';
}

/** Focus events come often; the server check runs at most this often for the same user. */
const RECHECK_AFTER_MS = 60_000;
const SERVER_STATE: AuthState = { status: 'loading', userId: null, check: 'pending' };

let state: AuthState = SERVER_STATE;
let lastCheck: { userId: string | null; at: number } = { userId: null, at: 0 };
const listeners = new Set<() => void>();

function set(next: AuthState): void {
  if (next.status === state.status && next.userId === state.userId && next.check === state.check) return;
  const wasLoggedIn = state.status === 'signed-in';
  state = next;
  if (wasLoggedIn !== (next.status === 'signed-in')) appState.setLoggedIn(next.status === 'signed-in');
  for (const listener of listeners) listener();
}

/** The token the server refused is useless: drop it (docs/product.md, Client state: the token is cleared, not the user id). */
async function clearToken(): Promise<void> {
  clearTokenCookies();
  await endIdentitySession();
}

async function runCheck(userId: string): Promise<void> {
  lastCheck = { userId, at: Date.now() };
  try {
    await callEndpoint(authCheck, { keepNotifications: true });
    if (state.userId === userId) set({ ...state, check: 'passed' });
  } catch (error) {
    console.warn('The session check (GET /api/auth/check) failed', error);
    if (state.userId !== userId) return;
    set({ ...state, check: 'failed' });
    // A network failure says nothing about the token; only the server's refusal clears it.
    if (error instanceof ApiError && error.status === 401) await clearToken();
  }
}

/** Re-reads the `id` cookie; signed in means a server check follows. */
export function refreshAuthState(): void {
  const userId = readCookie('id');
  if (!userId) {
    set({ status: 'signed-out', userId: null, check: 'pending' });
    return;
  }
  const sameUser = state.status === 'signed-in' && state.userId === userId;
  if (!sameUser) set({ status: 'signed-in', userId, check: 'pending' });
  if (!sameUser || lastCheck.userId !== userId || Date.now() - lastCheck.at > RECHECK_AFTER_MS) {
    void runCheck(userId);
  }
}

/** Reads the state now and again on storage events, window focus and this tab's session changes. */
export function startAuthWatch(): () => void {
  refreshAuthState();
  return subscribeToSessionSignals(refreshAuthState);
}

export function getAuthState(): AuthState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The auth state; "loading" while rendering on the server and until the first read. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => SERVER_STATE);
}
