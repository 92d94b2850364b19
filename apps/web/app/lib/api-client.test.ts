import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { appState } from './app-state';
import { notify } from './notify';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  notify.clear();
  await notify.settled();
});

describe('api client', () => {
  it('sends JSON with no-cache headers and resolves with data', async () => {
    const fetchMock = respond(200, { success: true, data: { id: 7 } });
    await expect(api.post('/api/v1/thing', { name: 'x' })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/thing');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    });
  });

  it('clears notifications before each call', async () => {
    notify.info({ message: 'old' });
    respond(200, { success: true, data: null });
    await api.get('/api/v1/thing');
    await notify.settled();
    const state = notificationsStore.getState();
    expect([...state.notifications, ...state.queue]).toEqual([]);
  });

  it('turns 200 with success false into a sticky red notification, with the generic text when there is no message', async () => {
    respond(200, { success: false });
    await expect(api.get('/api/v1/thing')).rejects.toThrow('Error making call.');
    await notify.settled();
    const [shown] = notificationsStore.getState().notifications;
    expect(shown).toMatchObject({ color: 'red', message: 'Error making call.', autoClose: false });
  });

  it('rejects a 4xx with the server message and field errors, without a notification', async () => {
    respond(422, {
      success: false,
      message: 'Please enter a valid email',
      errors: [{ path: 'email', message: 'Please enter a valid email' }],
    });
    const error = (await api.post('/api/v1/thing', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([{ path: 'email', message: 'Please enter a valid email' }]);
    await notify.settled();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('reports a network failure in words a person understands', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/v1/thing')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('shows the global loading indicator only while a call that asks for it runs', async () => {
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const call = api.get('/api/v1/slow', { loading: true });
    await vi.waitFor(() => expect(appState.get().loading).toBe(true));
    release(new Response(JSON.stringify({ success: true, data: 1 }), { status: 200 }));
    await call;
    expect(appState.get().loading).toBe(false);
  });
});
