import { notificationsStore } from '@mantine/notifications';
import { listRsvps } from '@meridian/contracts/rsvp-admin';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { queryTestWrapper } from './query-test-wrapper';
import { ADMIN_CHANGES_INTERVAL_MS, useAdminChanges } from './use-admin-changes';
import { useLiveAdminData } from './use-live-admin-data';

let visibility: DocumentVisibilityState = 'visible';
let version = 1;
const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
  String(input).startsWith('/api/v1/admin/changes')
    ? Response.json({ success: true, data: { version: String(version) } })
    : Response.json({ success: true, data: [] }),
);
const changeCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/v1/admin/changes');

/** What a browser does when the tab is hidden or shown: the event bubbles from document to window. */
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Lets answers arrive under fake timers: a few 1 ms steps, since a zero-delay timer set while
 * timers run is due a millisecond later.
 */
async function settle() {
  for (let step = 0; step < 5; step += 1) await act(() => vi.advanceTimersByTimeAsync(1));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  version = 1;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notify.clear();
  await notify.settled();
});

describe('useAdminChanges', () => {
  it('asks at once, then every 5 seconds, and returns the version the server gives', async () => {
    const { result } = renderHook(() => useAdminChanges(), queryTestWrapper());
    await settle();
    expect(result.current).toBe('1');
    expect(changeCalls()).toHaveLength(1);

    version = 2;
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS - 100));
    expect(changeCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(changeCalls()).toHaveLength(2);
    expect(result.current).toBe('2');
  });

  it('stays quiet while the tab is hidden and asks as soon as it is visible again', async () => {
    renderHook(() => useAdminChanges(), queryTestWrapper());
    await settle();
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS * 4));
    expect(changeCalls()).toHaveLength(1);
    setVisibility('visible');
    await settle();
    expect(changeCalls()).toHaveLength(2);
  });

  it('leaves the notifications on screen alone, and stops when the view closes', async () => {
    notify.info({ message: 'Refunded' });
    const { unmount } = renderHook(() => useAdminChanges(), queryTestWrapper());
    await settle();
    await notify.settled();
    const { notifications, queue } = notificationsStore.getState();
    expect([...notifications, ...queue].map((n) => n.message)).toEqual(['Refunded']);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS * 3));
    expect(changeCalls()).toHaveLength(1);
  });

  it('refreshes the live admin lists when the marker moves, not on the first answer', async () => {
    const listCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/v1/admin/rsvps'));
    renderHook(() => {
      useAdminChanges();
      return useLiveAdminData(listRsvps, { query: {} }, { fallbackError: 'Could not load.' });
    }, queryTestWrapper());
    await settle();
    expect(listCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS));
    await settle();
    expect(listCalls()).toHaveLength(1); // same marker: nothing changed
    version = 2;
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHANGES_INTERVAL_MS));
    await settle();
    expect(listCalls()).toHaveLength(2);
  });
});
