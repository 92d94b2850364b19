import { disableUser, listUsers } from '@meridian/contracts/users';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { queryTestWrapper } from './query-test-wrapper';
import { useEndpointMutation } from './use-endpoint-mutation';
import { useEndpointQuery } from './use-endpoint-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = {
  id: 5,
  sub: 'user-5',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roleIds: [2],
  roles: ['Sales'],
  roleId: 2,
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The users list and the action that disables one, which invalidates the list. */
const renderListAndAction = () =>
  renderHook(
    () => ({
      list: useEndpointQuery(listUsers, { query: {} }),
      disable: useEndpointMutation(disableUser, { invalidates: [listUsers] }),
    }),
    queryTestWrapper(),
  );

describe('useEndpointMutation', () => {
  it('refreshes the lists it invalidates once the change succeeds', async () => {
    let disabled = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        disabled = true;
        return Response.json({ success: true, data: { ...user, disabled } });
      }
      return Response.json({ success: true, data: { items: [{ ...user, disabled }], nextCursor: null } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderListAndAction();
    await waitFor(() => expect(result.current.list.data?.items[0]?.disabled).toBe(false));

    const changed = await act(() => result.current.disable.mutateAsync({ params: { id: 5 } }));
    expect(changed.disabled).toBe(true);
    await waitFor(() => expect(result.current.list.data?.items[0]?.disabled).toBe(true));
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`)).toEqual([
      'GET /api/v1/admin/users',
      'POST /api/v1/admin/users/5/disable',
      'GET /api/v1/admin/users',
    ]);
  });

  it('leaves the lists alone when the change fails', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ success: false, message: 'Not allowed' }, { status: 403 })
        : Response.json({ success: true, data: { items: [user], nextCursor: null } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderListAndAction();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => expect(result.current.disable.mutateAsync({ params: { id: 5 } })).rejects.toThrow('Not allowed'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says what it did, and run() resolves with the answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: { ...user, disabled: true } })),
    );
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { result } = renderHook(
      () =>
        useEndpointMutation(disableUser, {
          success: (changed, input) => `${changed.email} (${String(input.params?.id)}) is disabled.`,
        }),
      queryTestWrapper(),
    );
    const changed = await act(() => result.current.run({ params: { id: 5 } }));
    expect(changed?.disabled).toBe(true);
    expect(success).toHaveBeenCalledWith({ message: 'ada@example.com (5) is disabled.' });
  });

  it('shows a failure under the section’s title, run() resolving null, busy only while it runs', async () => {
    let answer = Response.json({ success: false, message: 'Not allowed' }, { status: 403 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(
      () => useEndpointMutation(disableUser, { failure: { title: 'Email Users', fallback: 'Not saved.' } }),
      queryTestWrapper(),
    );
    expect(await act(() => result.current.run({ params: { id: 5 } }))).toBeNull();
    expect(error).toHaveBeenCalledWith({ title: 'Email Users', message: 'Not allowed' });
    expect(result.current.isPending).toBe(false);

    // An answer that does not fit the contract: the fallback, since it carries no message for people.
    answer = Response.json({ success: true, data: { id: 'five' } });
    await act(() => expect(result.current.mutateAsync({ params: { id: 5 } })).rejects.toThrow());
    expect(error).toHaveBeenLastCalledWith({ title: 'Email Users', message: 'Not saved.' });
  });

  it('reports a failure as one call asks when the mutation does not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Gone' }, { status: 404 })),
    );
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useEndpointMutation(disableUser), queryTestWrapper());
    expect(await act(() => result.current.run({ params: { id: 5 } }, { title: 'Users', fallback: 'x' }))).toBeNull();
    expect(error).toHaveBeenCalledWith({ title: 'Users', message: 'Gone' });
  });
});
