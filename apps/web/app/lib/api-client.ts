import { GENERIC_CALL_ERROR, type ApiBody, type ApiFieldError } from '@meridian/contracts/api';
import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type HttpMethod,
} from '@meridian/contracts/endpoint';
import { appState } from './app-state';
import { notify } from './notify';

/** A failed call: the server's message (or a network message) and any per-field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: ApiFieldError[] = [],
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call that got no answer within its `timeoutMs` (status 0, like a network failure, but told apart). */
export class RequestTimeoutError extends ApiError {
  constructor() {
    super(REQUEST_TIMEOUT_MESSAGE, 0);
    this.name = 'RequestTimeoutError';
  }
}

export const REQUEST_TIMEOUT_MESSAGE = 'Request timed out. Please try again.';

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to server. Please check your internet connection and try again.';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Show the global loading indicator while the call runs. */
  loading?: boolean;
  /** Background calls (session checks) leave the notifications on screen alone. */
  keepNotifications?: boolean;
  signal?: AbortSignal;
  /** Give up after this many milliseconds with a RequestTimeoutError (default: wait as long as the browser does). */
  timeoutMs?: number;
}

type TokenProvider = () => Promise<string | undefined>;
let tokenProvider: TokenProvider = async () => undefined;

/** The identity layer registers how to get the current access token. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readBody<T>(response: Response): Promise<ApiBody<T> | undefined> {
  try {
    return (await response.json()) as ApiBody<T>;
  } catch {
    return undefined;
  }
}

/**
 * The generic REST helper (docs/product.md, Client state): JSON, no-cache headers, optional loading indicator,
 * notifications cleared before each call. HTTP 200 with `success: false` shows a red notification
 * that stays until closed. Resolves with `data`; rejects with ApiError.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.keepNotifications) notify.clear();
  if (options.loading) appState.showLoading();
  const timer = options.timeoutMs === undefined ? undefined : new AbortController();
  const timeout = timer ? setTimeout(() => timer.abort(), options.timeoutMs) : undefined;
  const signal = timer
    ? options.signal
      ? AbortSignal.any([options.signal, timer.signal])
      : timer.signal
    : options.signal;
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let token: string | undefined;
    try {
      token = await tokenProvider();
    } catch {
      token = undefined; // No token is better than no call: the server answers 401 if it needs one.
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(withQuery(path, options.query), {
        method,
        headers,
        credentials: 'same-origin',
        cache: 'no-store',
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (timer?.signal.aborted && !options.signal?.aborted) throw new RequestTimeoutError();
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    }
    // 204 No Content: the call succeeded and has nothing to say (null).
    if (response.status === 204) return null as T;
    const body = await readBody<T>(response);
    if (response.ok && body?.success) return body.data;
    const message = body && !body.success && body.message ? body.message : GENERIC_CALL_ERROR;
    const failure = body && !body.success ? body : undefined;
    if (response.status === 200) notify.error({ title: 'Error', message, autoClose: false });
    throw new ApiError(message, response.status, failure?.errors ?? [], failure?.requestId);
  } finally {
    clearTimeout(timeout);
    if (options.loading) appState.hideLoading();
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

export interface CallInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  loading?: boolean;
  keepNotifications?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Calls a contract endpoint; the result is typed (and checked) by the shared response schema. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<EndpointResponse<E>> {
  const path = buildPath(endpoint.path, input.params as Record<string, string> | undefined);
  const data = await apiRequest<unknown>(endpoint.method, path, {
    body: input.body,
    query: input.query as RequestOptions['query'],
    ...(input.loading !== undefined ? { loading: input.loading } : {}),
    ...(input.keepNotifications ? { keepNotifications: true } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.timeoutMs !== undefined ? { timeoutMs: input.timeoutMs } : {}),
  });
  return endpoint.response.parse(data) as EndpointResponse<E>;
}
