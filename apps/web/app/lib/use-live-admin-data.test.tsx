import { listUsers } from '@meridian/contracts/users';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryTestWrapper } from './query-test-wrapper';
import { useLiveAdminData } from './use-live-admin-data';

/** Answers held until the test lets them go, by search term. */
let pending: { search: string; answer: (response: Response) => void }[] = [];
const fetchMock = vi.fn(
  (input: RequestInfo | URL) =>
    new Promise<Response>((resolve) => {
      const search = new URL(String(input), 'http://localhost').searchParams.get('search') ?? '';
      pending.push({ search, answer: resolve });
    }),
);
const page = (cursor: number) => Response.json({ success: true, data: { items: [], nextCursor: cursor } });
const failure = (status: number, message: string) => Response.json({ success: false, message }, { status });

async function answer(search: string, response: Response) {
  await settle();
  const index = pending.findIndex((call) => call.search === search);
  const [call] = pending.splice(index, 1);
  call?.answer(response);
  await settle();
}

/**
 * Lets answers arrive under fake timers: a few 1 ms steps, since a zero-delay timer set while
 * timers run is due a millisecond later.
 */
async function settle() {
  for (let step = 0; step < 5; step += 1) await act(() => vi.advanceTimersByTimeAsync(1));
}

function renderList(initial: string, debounceMs = 0) {
  return renderHook(
    ({ search }) =>
      useLiveAdminData(listUsers, { query: { search } }, { debounceMs, fallbackError: 'Could not load.' }),
    { initialProps: { search: initial }, ...queryTestWrapper() },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveAdminData', () => {
  it('shows loading on the first load and for new filters, keeping the old rows meanwhile', async () => {
    const { result, rerender } = renderList('a');
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });
    await answer('a', page(1));
    expect(result.current).toMatchObject({ data: { nextCursor: 1 }, loading: false });

    rerender({ search: 'b' });
    await settle();
    expect(result.current).toMatchObject({ data: { nextCursor: 1 }, loading: true });
    await answer('b', page(2));
    expect(result.current).toMatchObject({ data: { nextCursor: 2 }, loading: false });
  });

  it('keeps only the answer for the current filter', async () => {
    const { result, rerender } = renderList('a');
    await settle();
    rerender({ search: 'b' });
    await settle();
    await answer('b', page(2));
    await answer('a', page(1));
    expect(result.current.data).toEqual({ items: [], nextCursor: 2 });
  });

  it('waits for typing to stop before loading', async () => {
    const { rerender } = renderList('a', 300);
    await settle();
    rerender({ search: 'ab' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ search: 'abc' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(pending.map((call) => call.search)).toEqual(['a', 'abc']);
  });

  it("reloads silently, shows the server's message on failure and keeps the old rows", async () => {
    const { result } = renderList('a');
    await answer('a', page(1));
    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current.loading).toBe(false);
    await answer('a', failure(500, 'Something went wrong on our side.'));
    await act(() => reloaded);
    expect(result.current).toMatchObject({ data: { nextCursor: 1 }, error: 'Something went wrong on our side.' });
  });

  it('falls back to its own message for an answer that breaks the contract', async () => {
    const { result } = renderList('a');
    await answer('a', Response.json({ success: true, data: { rows: 'not a page' } }));
    expect(result.current.error).toBe('Could not load.');
  });

  it('replaces the value locally with update', async () => {
    const { result } = renderList('a');
    await answer('a', page(1));
    act(() => result.current.update((current) => current && { ...current, nextCursor: 9 }));
    await settle();
    expect(result.current.data?.nextCursor).toBe(9);
  });
});
