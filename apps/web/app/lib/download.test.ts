import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadFile, fileNameFromDisposition } from './download';

const clicked: { name: string; href: string }[] = [];

/** jsdom's Blob has no text() (the Response under Node 24 hands out jsdom Blobs here): read it as a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the blob'));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  clicked.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('file names from Content-Disposition', () => {
  it.each([
    ['attachment; filename="rsvps-2026-11-21.csv"', 'rsvps-2026-11-21.csv'],
    ['attachment; filename=payments.csv', 'payments.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv', 'résumé.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', 'fallback.csv'],
    [null, 'fallback.csv'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header, 'fallback.csv')).toBe(name);
  });
});

describe('downloadFile', () => {
  it('sends the bearer token and the filters, and saves the file under the server’s name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('id,email\n1,ada@example.com\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="rsvps.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const name = await downloadFile(
      '/api/v1/admin/rsvps/export.csv',
      { sessionId: 3, status: 'paid', search: '' },
      'export.csv',
      async () => 'token-123',
    );
    expect(name).toBe('rsvps.csv');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/rsvps/export.csv?sessionId=3&status=paid');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-123' });
    expect(clicked).toEqual([{ name: 'rsvps.csv', href: 'blob:export' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await readText(blob)).toBe('id,email\n1,ada@example.com\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('rejects with the server’s message and saves nothing', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, message: 'Only admins can export registrations.' }, { status: 403 }),
    );
    const error = (await downloadFile('/x.csv', {}, 'x.csv', async () => undefined).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Only admins can export registrations.');
    expect(clicked).toEqual([]);
  });
});
