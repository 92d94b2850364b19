import { getRegistrationStatus } from '@meridian/contracts/rsvp';
import { listUsers } from '@meridian/contracts/users';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';
import { queryTestWrapper } from './query-test-wrapper';
import { useEndpointQuery } from './use-endpoint-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFERENCE = '3f1c2b8e-4d5a-4e6f-9a7b-0c1d2e3f4a5b';

describe('useEndpointQuery', () => {
  it('calls the endpoint with its input and caches the answer under the endpoint and input', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { items: [], nextCursor: null } }));
    vi.stubGlobal('fetch', fetchMock);
    const { client, wrapper } = queryTestWrapper();
    const { result } = renderHook(() => useEndpointQuery(listUsers, { query: { search: 'ada' } }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ items: [], nextCursor: null }));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/v1/admin/users?search=ada');
    const key = endpointQueryKey(listUsers, { query: { search: 'ada' } });
    expect(key.slice(0, 2)).toEqual(['GET', '/api/v1/admin/users']);
    expect(client.getQueryData(key)).toEqual({ items: [], nextCursor: null });
  });

  it("fails with the API client's ApiError, once (no silent retries)", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { success: false, message: 'Registration not found', errors: [{ path: 'reference', message: 'Unknown' }] },
        { status: 404 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(
      () => useEndpointQuery(getRegistrationStatus, { params: { reference: REFERENCE } }),
      queryTestWrapper(),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.errors]).toEqual([
      404,
      'Registration not found',
      [{ path: 'reference', message: 'Unknown' }],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when nobody wants the answer any more', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: unknown, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }),
    );
    const { unmount } = renderHook(() => useEndpointQuery(listUsers, { query: {} }), queryTestWrapper());
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    act(() => unmount());
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });

  it('lets a call made once finish when its view goes away, and a view mounted again takes its answer', async () => {
    let signal: AbortSignal | null | undefined;
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_input: unknown, init?: RequestInit) => {
      signal = init?.signal;
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { client, wrapper } = queryTestWrapper();
    const useView = () => useEndpointQuery(listUsers, { query: {} }, { keepRunning: true, staleTime: Infinity });
    const first = renderHook(useView, { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => first.unmount());
    const second = renderHook(useView, { wrapper });
    answer(Response.json({ success: true, data: { items: [], nextCursor: null } }));
    await waitFor(() => expect(second.result.current.data).toEqual({ items: [], nextCursor: null }));
    expect(signal).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.isFetching()).toBe(0);
  });
});
