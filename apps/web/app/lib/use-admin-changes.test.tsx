import { notificationsStore } from '@mantine/notifications';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { ADMIN_CHANGES_INTERVAL_MS, useAdminChanges, useLiveAdminData } from './use-admin-changes';

let visibility: DocumentVisibilityState = 'visible';
let version = 1;
const fetchMock = vi.fn(async () => Response.json({ success: true, data: { version: String(version) } }));

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Runs what is due now (zero-delay timers, settled fetches) under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  version = 1;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notify.clear();
});

describe('useAdminChanges', () => {
  it('asks at once, then every 5 seconds, and returns the version the server gives', async () => {
    const { result } = renderHook(() => useAdminChanges());
    await settle();
    expect(result.current).toBe('1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/v1/admin/changes');

    version = 2;
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS - 1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('2');
  });

  it('stays quiet while the tab is hidden and asks as soon as it is visible again', async () => {
    renderHook(() => useAdminChanges());
    await settle();
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS * 4));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves the notifications on screen alone, and stops when the view closes', async () => {
    notify.info({ message: 'Refunded' });
    const { unmount } = renderHook(() => useAdminChanges());
    await settle();
    const { notifications, queue } = notificationsStore.getState();
    expect([...notifications, ...queue].map((n) => n.message)).toEqual(['Refunded']);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useLiveAdminData', () => {
  it('loads when its key changes and again, silently, when the version moves', async () => {
    const load = vi.fn(async () => `data ${load.mock.calls.length}`);
    const { result, rerender } = renderHook(
      ({ key, version: v }) => useLiveAdminData(load, { key, version: v, fallbackError: 'Could not load.' }),
      { initialProps: { key: 'a', version: null as string | null } },
    );
    await settle();
    expect(result.current).toMatchObject({ data: 'data 1', loading: false, error: null });
    rerender({ key: 'a', version: '1' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1); // the first version is where we start, not a change
    rerender({ key: 'a', version: '2' });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe('data 2');
    rerender({ key: 'b', version: '2' });
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps only the newest answer and keeps the old data when a refresh fails', async () => {
    const answers: ((value: string) => void)[] = [];
    let failNext = false;
    const load = vi.fn(
      () =>
        new Promise<string>((resolve, reject) => {
          if (failNext) reject(new Error('offline'));
          else answers.push(resolve);
        }),
    );
    const { result, rerender } = renderHook(
      ({ key }) => useLiveAdminData(load, { key, version: null, fallbackError: 'Could not load.' }),
      { initialProps: { key: 'a' } },
    );
    await settle();
    rerender({ key: 'b' });
    await settle();
    await act(async () => {
      answers[1]?.('for b');
      answers[0]?.('for a');
    });
    expect(result.current.data).toBe('for b');
    failNext = true;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'for b', error: 'Could not load.' });
  });
});
