import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOtlpReceiver, type ReceivedSpan } from '../../../test/fake-otlp-receiver';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';
import type { JobQueue } from '../../jobs/queue';
import { startTracing, stopTracing } from './tracing';

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

let receiver: Awaited<ReturnType<typeof startFakeOtlpReceiver>>;
let t: TestApp;
let jobDone: { resolve(): void; reject(error: unknown): void } = { resolve: () => undefined, reject: () => undefined };
const jobRan = new Promise<void>((resolve, reject) => (jobDone = { resolve, reject }));
let spans: ReceivedSpan[] = [];

beforeAll(async () => {
  receiver = await startFakeOtlpReceiver();
  const base = receiver.url.replace(/\/v1\/traces$/, '');
  const config = testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: base, OTEL_SERVICE_NAME: 'meridian-test' });
  expect(config.observability.tracing?.tracesUrl).toBe(receiver.url);
  await startTracing(config.observability.tracing);
  // The app's own queue: readiness answers 200 only while the queue of an instance that runs workers is up.
  t = await createTestApp({
    jobs: () => [
      {
        name: 'trace-probe',
        run: async () => {
          await t.database.db
            .executeSql('SELECT count(*) FROM site_settings WHERE length(key) > $1', [0])
            .then(() => jobDone.resolve(), jobDone.reject);
        },
      },
    ],
  });
  const queue = t.queue as JobQueue;

  const res = await t.app.inject({
    method: 'GET',
    url: '/api/ready',
    headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
  });
  expect(res.statusCode).toBe(200);
  await queue.send('trace-probe', {});
  await jobRan;
  await queue.stop();
  await stopTracing(); // flushes every buffered span to the receiver
  spans = receiver.spans;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('traces over OTLP/HTTP', () => {
  it("sends a server span per request that continues the caller's trace, named by its route", () => {
    const request = spans.find((span) => span.name === 'GET /api/ready');
    expect(request).toMatchObject({
      kind: 2, // SERVER
      traceId: CALLER_TRACE,
      parentSpanId: CALLER_SPAN,
      serviceName: 'meridian-test',
      attributes: { 'http.request.method': 'GET', 'http.route': '/api/ready', 'http.response.status_code': 200 },
    });
  });

  it('sends a span per job run', () => {
    const job = spans.find((span) => span.name === 'job trace-probe');
    expect(job?.attributes).toMatchObject({ 'job.name': 'trace-probe', 'job.attempt': 1 });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sends the PostgreSQL queries of a request and of a job as their children, without values',
    () => {
      const request = spans.find((span) => span.name === 'GET /api/ready') as ReceivedSpan;
      const job = spans.find((span) => span.name === 'job trace-probe') as ReceivedSpan;
      const queries = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
      expect(queries.filter((span) => span.parentSpanId === request.spanId).length).toBeGreaterThan(0);
      const jobQuery = queries.find((span) => span.parentSpanId === job.spanId);
      expect(jobQuery).toMatchObject({
        name: 'SELECT',
        kind: 3, // CLIENT
        traceId: job.traceId,
        attributes: { 'db.query.text': 'SELECT count(*) FROM site_settings WHERE length(key) > $1' },
      });
      // The job queue's polling runs outside any request or job: it makes no spans.
      expect(queries.every((span) => span.traceId === request.traceId || span.traceId === job.traceId)).toBe(true);
    },
  );
});
