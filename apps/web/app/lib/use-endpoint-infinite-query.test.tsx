import { getMe } from '@meridian/contracts/users';
import { deleteContact } from '@meridian/contracts/contacts';
import { eraseSubscriber, listSubscribers, type Subscriber } from '@meridian/contracts/newsletter';
import { listUsers, type AdminUser } from '@meridian/contracts/users';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryTestWrapper } from './query-test-wrapper';
import { useEndpointInfiniteQuery } from './use-endpoint-infinite-query';
import { useEndpointMutation } from './use-endpoint-mutation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const subscriber = (id: number): Subscriber => ({
  id,
  email: `reader${id}@example.com`,
  firstName: 'Ada',
  status: 'confirmed',
  source: '/',
  referringAffiliateId: null,
  referringAffiliateName: null,
  consentWording: 'Yes, send me the newsletter.',
  createdAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: null,
  unsubscribedAt: null,
});

const user = (id: number): AdminUser => ({
  id,
  sub: `user-${id}`,
  email: `user${id}@example.com`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  roleIds: [],
  roles: [],
  roleId: null,
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
});

type Answer = { status?: number; data?: unknown; message?: string };

/** The API at the fetch boundary: `answer(query)` for each GET; every request's path and query kept. */
function fakeApi(answer: (query: URLSearchParams, method: string) => Answer | Promise<Answer>) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url.pathname}${url.search}`);
      const { status = 200, data, message } = await answer(url.searchParams, method);
      return status === 200
        ? Response.json({ success: true, data })
        : Response.json({ success: false, message }, { status });
    }),
  );
  return requests;
}

/** A promise the test settles when it wants the answer to arrive. */
function later<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const subscribers = (query: { status?: 'confirmed' } = {}) =>
  renderHook(
    () =>
      useEndpointInfiniteQuery(listSubscribers, { query }, { fallbackError: 'The subscribers could not be loaded.' }),
    queryTestWrapper(),
  );

describe('useEndpointInfiniteQuery', () => {
  it('loads the first page, then the next with the cursor it named ("before"), busy only on Load more', async () => {
    const second = later<Answer>();
    const requests = fakeApi((query) =>
      query.get('before') === '7'
        ? second.promise
        : { data: { items: [subscriber(9), subscriber(8)], nextBefore: 7, total: 3 } },
    );
    const { result } = subscribers({ status: 'confirmed' });
    expect(result.current).toMatchObject({ items: undefined, loading: true, loadingMore: false, error: null });

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items?.map((item) => item.id)).toEqual([9, 8]);
    expect(result.current).toMatchObject({ hasMore: true, firstPage: { total: 3 } });

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(true));
    // The rows stay as they are while the next page loads: the button is busy, not the list.
    expect(result.current.loading).toBe(false);
    second.settle({ data: { items: [subscriber(7)], nextBefore: null, total: 3 } });

    await waitFor(() => expect(result.current.items?.map((item) => item.id)).toEqual([9, 8, 7]));
    expect(result.current).toMatchObject({ hasMore: false, loadingMore: false, loading: false });
    expect(requests).toEqual([
      'GET /api/v1/admin/newsletter/subscribers?status=confirmed',
      'GET /api/v1/admin/newsletter/subscribers?status=confirmed&before=7',
    ]);
  });

  it('sends a "nextCursor" back as "after", and ends the list on a null cursor', async () => {
    const requests = fakeApi((query) =>
      query.get('after') === '5'
        ? { data: { items: [user(4)], nextCursor: null } }
        : { data: { items: [user(6), user(5)], nextCursor: 5 } },
    );
    const { result } = renderHook(
      () => useEndpointInfiniteQuery(listUsers, { query: { search: 'ada' } }, { fallbackError: 'Not loaded.' }),
      queryTestWrapper(),
    );
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.items?.map((item) => item.id)).toEqual([6, 5, 4]);
    expect(requests).toEqual(['GET /api/v1/admin/users?search=ada', 'GET /api/v1/admin/users?search=ada&after=5']);
  });

  it('says what failed, hides it while trying again, and shows the list once it loads', async () => {
    let broken = true;
    const retried = later<void>();
    fakeApi(async () => {
      if (!broken) await retried.promise;
      return broken
        ? { status: 503, message: 'The list is resting.' }
        : { data: { items: [subscriber(3)], nextBefore: null, total: 1 } };
    });
    const { result } = subscribers();
    await waitFor(() => expect(result.current.error).toBe('The list is resting.'));
    expect(result.current).toMatchObject({ items: undefined, loading: false, hasMore: false });

    broken = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.error).toBeNull();
    act(() => retried.settle());
    await waitFor(() => expect(result.current.items?.map((item) => item.id)).toEqual([3]));
    expect(result.current).toMatchObject({ error: null, hasMore: false });
  });

  it('keeps the rows when "Load more" fails, and its retry asks for that page again', async () => {
    let pageTwoFails = true;
    const requests = fakeApi((query) => {
      if (!query.has('before')) return { data: { items: [subscriber(9)], nextBefore: 9, total: 2 } };
      return pageTwoFails ? { status: 500 } : { data: { items: [subscriber(8)], nextBefore: null, total: 2 } };
    });
    const { result } = subscribers();
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBe('Error making call.'));
    expect(result.current.items?.map((item) => item.id)).toEqual([9]);
    expect(result.current.hasMore).toBe(true);

    pageTwoFails = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items?.map((item) => item.id)).toEqual([9, 8]));
    expect(result.current).toMatchObject({ error: null, hasMore: false });
    expect(requests.slice(1)).toEqual([
      'GET /api/v1/admin/newsletter/subscribers?before=9',
      'GET /api/v1/admin/newsletter/subscribers?before=9',
    ]);
  });

  it('falls back to its own message for a failure without one', async () => {
    fakeApi(() => ({ status: 200, data: { items: 'not a list' } }));
    const { result } = subscribers();
    await waitFor(() => expect(result.current.error).toBe('The subscribers could not be loaded.'));
  });

  it('loads every page again when a change invalidates the endpoint, and changes rows in place', async () => {
    let erased = false;
    const requests = fakeApi((query, method) => {
      if (method === 'DELETE') {
        erased = true;
        return { data: { erased: true } };
      }
      const rows = erased ? [subscriber(2)] : [subscriber(3), subscriber(2)];
      return { data: { items: rows, nextBefore: null, total: rows.length } };
    });
    const { result } = renderHook(
      () => ({
        list: useEndpointInfiniteQuery(listSubscribers, {}, { fallbackError: 'Not loaded.' }),
        erase: useEndpointMutation(eraseSubscriber, { invalidates: [listSubscribers] }),
      }),
      queryTestWrapper(),
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(2));

    act(() => result.current.list.updateItems((row) => (row.id === 3 ? { ...row, firstName: 'Grace' } : row)));
    await waitFor(() => expect(result.current.list.items?.map((row) => row.firstName)).toEqual(['Grace', 'Ada']));

    await act(() => result.current.erase.mutateAsync({ params: { id: 3 } }));
    await waitFor(() => expect(result.current.list.items?.map((row) => row.id)).toEqual([2]));
    expect(requests.filter((request) => request.startsWith('GET'))).toHaveLength(2);
  });

  it('takes only keyset lists whose query takes their cursor back', () => {
    const options = { fallbackError: 'x' };
    // @ts-expect-error getMe answers one user, not pages.
    const useNotAList = () => useEndpointInfiniteQuery(getMe, {}, options);
    // @ts-expect-error deleteContact is no list at all.
    const useNotPaged = () => useEndpointInfiniteQuery(deleteContact, {}, options);
    expect([useNotAList, useNotPaged]).toHaveLength(2);
  });
});
