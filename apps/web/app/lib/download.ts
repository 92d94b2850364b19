import { GENERIC_CALL_ERROR, type ApiFieldError } from '@meridian/contracts/api';
import { useCallback, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { currentAccessToken } from './auth/amplify';
import { notify } from './notify';

export type DownloadQuery = Record<string, string | number | undefined>;

/** The file name a `Content-Disposition` header gives (RFC 6266: `filename*` wins), or `fallback`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  // Never let a header choose a folder.
  return name ? (name.split(/[\\/]/).pop() ?? fallback) : fallback;
}

function withQuery(path: string, query: DownloadQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: string; errors?: ApiFieldError[]; requestId?: string };
    return new ApiError(body.message || GENERIC_CALL_ERROR, response.status, body.errors ?? [], body.requestId);
  } catch {
    return new ApiError(GENERIC_CALL_ERROR, response.status);
  }
}

/**
 * Fetches a file the API serves outside the JSON envelope (CSV exports) with the signed-in user's
 * bearer token, and hands it to the browser as a download named by `Content-Disposition`.
 * Resolves with the file name; rejects with ApiError carrying the server's message.
 */
export async function downloadFile(
  path: string,
  query: DownloadQuery = {},
  fallbackName = 'export.csv',
  getToken: () => Promise<string | undefined> = currentAccessToken,
): Promise<string> {
  const token = await getToken().catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw await failure(response);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick; free the memory after that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

/** An export button's state: `start` downloads and reports a failure as the usual red notification. */
export function useDownload(title: string) {
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    async (path: string, query: DownloadQuery, fallbackName: string) => {
      setBusy(true);
      try {
        await downloadFile(path, query, fallbackName);
      } catch (error) {
        notify.error({
          title,
          message: error instanceof ApiError ? error.message : 'The file could not be downloaded.',
        });
      } finally {
        setBusy(false);
      }
    },
    [title],
  );
  return { busy, start };
}
