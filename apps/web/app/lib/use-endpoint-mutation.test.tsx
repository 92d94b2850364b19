import { disableUser, listUsers } from '@meridian/contracts/users';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryTestWrapper } from './query-test-wrapper';
import { useEndpointMutation } from './use-endpoint-mutation';
import { useEndpointQuery } from './use-endpoint-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
});
