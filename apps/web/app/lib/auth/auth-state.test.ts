import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthStateExports from './auth-state';

type AuthStateModule = typeof AuthStateExports;

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setCookie(name: string, value: string | null) {
  document.cookie = value === null ? `${name}=; Max-Age=0; path=/` : `${name}=${value}; path=/`;
}

async function freshModule(): Promise<AuthStateModule> {
  vi.resetModules();
  return import('./auth-state');
}

beforeEach(() => {
  for (const name of ['id', 'token', 'admin_token']) setCookie(name, null);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auth state (docs/product.md, Client state)', () => {
  it('starts loading, and without an id cookie is signed out with no server call', async () => {
    const fetchMock = respond(200, { success: true, data: { sub: 's', userId: 5 } });
    const auth = await freshModule();
    expect(auth.getAuthState().status).toBe('loading');
    const stop = auth.startAuthWatch();
    expect(auth.getAuthState()).toMatchObject({ status: 'signed-out', userId: null });
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it('re-reads the id cookie on focus and on storage events, and checks with the server when signed in', async () => {
    const fetchMock = respond(200, { success: true, data: { sub: 's', userId: 5 } });
    const auth = await freshModule();
    const { appState } = await import('../app-state');
    const stop = auth.startAuthWatch();
    setCookie('id', '5');
    window.dispatchEvent(new Event('focus'));
    expect(auth.getAuthState()).toMatchObject({ status: 'signed-in', userId: '5' });
    expect(appState.get().isLoggedIn).toBe(true);
    await vi.waitFor(() => expect(auth.getAuthState().check).toBe('passed'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/check', expect.objectContaining({ method: 'GET' }));

    setCookie('id', null);
    window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
    expect(auth.getAuthState().status).toBe('signed-out');
    expect(appState.get().isLoggedIn).toBe(false);
    stop();
  });

  it('a failed check is logged and clears the token, leaving the user signed in by cookie', async () => {
    respond(401, { success: false, message: 'Sign in first.' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setCookie('id', '5');
    setCookie('token', '1');
    setCookie('admin_token', '1');
    const auth = await freshModule();
    const stop = auth.startAuthWatch();
    await vi.waitFor(() => expect(auth.getAuthState().check).toBe('failed'));
    await vi.waitFor(() => expect(document.cookie).not.toContain('token='));
    expect(warn).toHaveBeenCalled();
    expect(auth.getAuthState()).toMatchObject({ status: 'signed-in', userId: '5' });
    expect(document.cookie).toContain('id=5');
    stop();
  });

  it('a network failure is logged but keeps the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setCookie('id', '5');
    setCookie('token', '1');
    const auth = await freshModule();
    const stop = auth.startAuthWatch();
    await vi.waitFor(() => expect(auth.getAuthState().check).toBe('failed'));
    expect(warn).toHaveBeenCalled();
    expect(document.cookie).toContain('token=1');
    stop();
  });
});
