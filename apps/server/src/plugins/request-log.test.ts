import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLogger } from '../lib/logger';

/** Every line a logger writes, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, sink };
}

const info = capture();
const warn = capture();
let t: TestApp;
let quiet: TestApp;

beforeAll(async () => {
  t = await createTestApp({ deps: { logger: createLogger('info', info.sink) } });
  quiet = await createTestApp({ deps: { logger: createLogger('warn', warn.sink) } });
});
afterAll(async () => {
  await t.close();
  await quiet.close();
});

const completed = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'request completed');

describe('request log', () => {
  it('writes one info line per request: method, route pattern, status, duration and request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health?email=someone%40example.com',
      headers: { 'x-request-id': 'probe-request-0002' },
    });
    expect(res.statusCode).toBe(200);
    const lines = completed(info.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'probe-request-0002',
      method: 'GET',
      route: '/api/health',
      statusCode: 200,
    });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines[0])).not.toContain('someone');
  });

  it('names the path, without its query, of a request no route took', async () => {
    await t.app.inject({ method: 'DELETE', url: '/nowhere/at-all?email=someone%40example.com' });
    const line = completed(info.lines).at(-1);
    expect(line).toMatchObject({ method: 'DELETE', route: 'unmatched', path: '/nowhere/at-all', statusCode: 404 });
    expect(JSON.stringify(line)).not.toContain('someone');
  });

  it('writes no request lines when LOG_LEVEL is above info', async () => {
    expect((await quiet.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(completed(warn.lines)).toEqual([]);
  });
});
