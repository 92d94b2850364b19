import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMetrics, noMetrics } from '../core/metrics/metrics';
import { startQueue, type JobQueue } from '../jobs/queue';
import { METRICS_MESSAGES } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

let t: TestApp;
let queue: JobQueue;
let releaseProbe: () => void = () => undefined;
let probeRunning: () => void = () => undefined;
const probeStarted = new Promise<void>((resolve) => (probeRunning = resolve));

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, services: { metrics: await createMetrics(true) } });
  const gate = new Promise<void>((resolve) => (releaseProbe = resolve));
  // One worker that holds its first job: the second one sent waits, due, in the queue.
  queue = await startQueue(
    t.database.db,
    [
      {
        name: 'metrics-probe',
        run: async () => {
          probeRunning();
          await gate;
        },
      },
    ],
    silent,
    { pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  releaseProbe();
  await queue.stop();
  await t.close();
});

async function scrape() {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
}

describe('GET /metrics', () => {
  it('refuses a request without the token, or with another one, and says what it needs', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token-at-all' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ success: false, message: METRICS_MESSAGES.token });
      expect(res.body).not.toContain('meridian_');
    }
  });

  it('answers Prometheus text with every metric typed and described', async () => {
    const exposition = await scrape();
    for (const name of [
      'meridian_http_requests_total',
      'meridian_http_request_duration_seconds',
      'meridian_queue_ready_jobs',
      'meridian_queue_oldest_ready_job_age_seconds',
      'meridian_mail_outbox_queued',
      'meridian_mail_outbox_oldest_queued_age_seconds',
      'meridian_campaign_messages_total',
      'meridian_domain_event_deliveries_failed',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(exposition.types.has(name), name).toBe(true);
      expect(exposition.help.get(name), name).toBeTruthy();
    }
    expect(sampleValue(exposition, 'meridian_domain_event_deliveries_failed')).toBe(0);
    expect(sampleValue(exposition, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sampleValue(exposition, 'meridian_metric_read_failures_total')).toBeUndefined();
    if (t.database.db.kind === 'postgres') {
      expect(sampleValue(exposition, 'meridian_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sampleValue(exposition, 'meridian_db_pool_waiting')).toBe(0);
    } else {
      expect(exposition.types.has('meridian_db_pool_connections')).toBe(false);
    }
  });

  it('counts a request under its route pattern and status, with its latency', async () => {
    const labels = { method: 'GET', route: '/api/health', status: '200' };
    const before = sampleValue(await scrape(), 'meridian_http_requests_total', labels) ?? 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, 'meridian_http_requests_total', labels)).toBe(before + 1);
    expect(sampleValue(after, 'meridian_http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(sampleValue(after, 'meridian_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      before + 1,
    );

    await t.app.inject({ method: 'DELETE', url: '/no/such/thing?email=a@b.co' });
    const unmatched = await scrape();
    expect(
      sampleValue(unmatched, 'meridian_http_requests_total', { method: 'DELETE', route: 'unmatched', status: '404' }),
    ).toBe(1);
  });

  it('shows a job waiting in its queue, and how long the oldest has waited', async () => {
    await queue.send('metrics-probe', {});
    await probeStarted;
    await queue.send('metrics-probe', {});
    const exposition = await scrape();
    expect(sampleValue(exposition, 'meridian_queue_ready_jobs', { queue: 'metrics-probe' })).toBe(1);
    const age = sampleValue(exposition, 'meridian_queue_oldest_ready_job_age_seconds', { queue: 'metrics-probe' });
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);
  });

  it('shows system mail waiting in the outbox until it is delivered', async () => {
    await t.services.mailer.enqueue(t.database.db.orm, {
      kind: 'metrics-probe',
      to: 'someone@example.com',
      subject: 'Waiting',
      text: 'Queued, not yet delivered.',
    });
    const waiting = await scrape();
    expect(sampleValue(waiting, 'meridian_mail_outbox_queued')).toBe(1);
    expect(sampleValue(waiting, 'meridian_mail_outbox_oldest_queued_age_seconds')).toBeGreaterThanOrEqual(0);
    await t.services.mailer.deliverDue();
    const delivered = await scrape();
    expect(sampleValue(delivered, 'meridian_mail_outbox_queued')).toBe(0);
    expect(sampleValue(delivered, 'meridian_mail_outbox_oldest_queued_age_seconds')).toBe(0);
  });
});

describe('metrics turned off', () => {
  it('keeps nothing and has no /metrics without METRICS_TOKEN', async () => {
    expect(await createMetrics(false)).toBe(noMetrics);
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
