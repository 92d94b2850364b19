import { generatePresignedUrl } from '@meridian/contracts/blog';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { notify } from './notify';
import { UploadFailed, uploadFile, useUpload } from './upload';

const FAILED = 'The image did not finish uploading';
const TARGET = {
  url: 'https://files.example/public/blog/2026/11/a.png?signature=x',
  method: 'PUT',
  headers: { 'Content-Type': 'image/png', 'If-None-Match': '*', 'Content-Length': '4', 'Cache-Control': 'immutable' },
  key: 'public/blog/2026/11/a.png',
  expiresAt: '2026-11-27T10:10:00.000Z',
};

/** The browser's XMLHttpRequest, answering each PUT as `storage` says (after two progress events). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static storage: (xhr: FakeXhr) => 'ok' | 'network' | number = () => 'ok';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
      const answer = FakeXhr.storage(this);
      if (answer === 'network') return this.onerror?.();
      this.status = answer === 'ok' ? 200 : answer;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const file = () => new Blob(['\x89PNG'], { type: 'image/png' });
const request = (onProgress?: (sent: number) => void) => ({
  endpoint: generatePresignedUrl,
  body: { contentType: 'image/png' as const, sizeBytes: 4 },
  file: file(),
  failed: FAILED,
  onProgress,
});

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.storage = () => 'ok';
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  notify.clear();
  await notify.settled();
});

describe('uploadFile', () => {
  it('asks the endpoint for a target, PUTs the file there with its signed headers, and resolves the key', async () => {
    const fetchMock = answering(200, { success: true, data: TARGET });
    const progress: number[] = [];
    const upload = request((sent) => progress.push(sent));
    await expect(uploadFile(upload)).resolves.toBe(TARGET.key);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/blog/generatePresignedUrl');
    expect(init.body).toBe('{"contentType":"image/png","sizeBytes":4}');
    const [put] = FakeXhr.sent;
    expect(put).toMatchObject({ method: 'PUT', url: TARGET.url, body: upload.file });
    // Content-Length is the browser's to set (XMLHttpRequest refuses it); the rest go as signed.
    expect(put?.headers).toEqual({ 'Content-Type': 'image/png', 'If-None-Match': '*', 'Cache-Control': 'immutable' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('fails with its message when storage refuses the PUT or cannot be reached', async () => {
    for (const answer of [412, 403, 500, 'network'] as const) {
      answering(200, { success: true, data: TARGET });
      FakeXhr.storage = () => answer;
      const failure = await uploadFile(request()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UploadFailed);
      expect((failure as UploadFailed).message).toBe(FAILED);
    }
  });

  it('passes on the API’s refusal and PUTs nothing', async () => {
    answering(422, {
      success: false,
      message: 'The image must be at most 5 MB',
      errors: [{ path: 'sizeBytes', message: 'The image must be at most 5 MB' }],
    });
    const failure = await uploadFile(request()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'The image must be at most 5 MB' });
    expect(FakeXhr.sent).toEqual([]);
  });

  it('PUTs nothing for an answer that is not an upload target, or a target no browser should PUT to', async () => {
    answering(200, { success: true, data: { ...TARGET, method: 'POST' } });
    await expect(uploadFile(request())).rejects.not.toBeInstanceOf(UploadFailed);
    answering(200, { success: true, data: { ...TARGET, key: undefined } });
    await expect(uploadFile(request())).rejects.not.toBeInstanceOf(UploadFailed);
    answering(200, { success: true, data: { ...TARGET, url: 'javascript:alert(1)' } });
    await expect(uploadFile(request())).rejects.toBeInstanceOf(UploadFailed);
    expect(FakeXhr.sent).toEqual([]);
  });
});

describe('useUpload', () => {
  it('shows the share sent while the upload runs, and nothing before or after', async () => {
    answering(200, { success: true, data: TARGET });
    const { result } = renderHook(() => useUpload());
    expect(result.current.progress).toBeNull();
    let done: Promise<string> = Promise.resolve('');
    act(() => {
      done = result.current.upload(request());
    });
    expect(result.current.progress).toBe(0);
    await act(async () => {
      await expect(done).resolves.toBe(TARGET.key);
    });
    expect(result.current.progress).toBeNull();
  });
});
