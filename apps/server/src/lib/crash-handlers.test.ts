import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC } from './access';
import { currentRequestId } from './request-scope';

const fixture = new URL('../../test/crash-fixture.ts', import.meta.url).pathname;

/** Starts the fixture, calls `path` with a request id, and resolves its exit code and log lines. */
async function crashThrough(path: string, requestId: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      if (line.msg === 'crash fixture listening') resolve(Number(line.port));
    });
  });
  const port = await listening;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-request-id': requestId } });
  expect(res.status).toBe(200);
  return { code: await exited, lines };
}

describe('an error nothing caught', () => {
  it('is logged with the request id of the request that started it, and the process exits with 1', async () => {
    const { code, lines } = await crashThrough('/throw', 'crash-request-0001');
    expect(code).toBe(1);
    expect(lines.find((line) => line.level === 60)).toMatchObject({
      reqId: 'crash-request-0001',
      msg: 'uncaught exception; exiting so the supervisor restarts the server',
      err: { type: 'Error', message: 'the timer failed' },
    });
  });

  it('is logged the same way for a promise rejection nobody handled', async () => {
    const { code, lines } = await crashThrough('/reject', 'crash-request-0002');
    expect(code).toBe(1);
    expect(lines.find((line) => line.level === 60)).toMatchObject({
      reqId: 'crash-request-0002',
      msg: 'unhandled promise rejection; exiting so the supervisor restarts the server',
      err: { message: 'the promise failed' },
    });
  });
});

describe('request scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      prepare(app) {
        app.get('/api/v1/probe/scope', { config: { access: PUBLIC } }, async (request) => {
          await new Promise((resolve) => setImmediate(resolve));
          return { inScope: currentRequestId(), id: request.id };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('gives every request of the app its request id, across awaits', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/probe/scope',
      headers: { 'x-request-id': 'scope-0003' },
    });
    expect(res.json()).toEqual({ inScope: 'scope-0003', id: 'scope-0003' });
    expect(currentRequestId()).toBeUndefined();
  });
});
