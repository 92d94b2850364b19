import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startCluster, waitFor200, type Cluster } from './cluster';
import { crashDuringCampaign, crashDuringPayments, sigtermDuringLoad } from './crash-checks';
import { expectStatus, paragraph } from './fixtures';
import { call, eventually, signIn } from './http';
import { startMailSink, type MailSink } from './mail-sink';

/**
 * Three real server processes from the compiled build on one fresh PostgreSQL database behind
 * HAProxy (docs/deploy.md, Several instances), booted once; every check runs against them, in order.
 * Run: npm run build && TEST_DATABASE_URL=postgres://… npm run test:multi-instance
 */
let sink: MailSink;
let cluster: Cluster;
let auth: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  sink = await startMailSink();
  cluster = await startCluster({ smtpUrl: sink.url });
  await Promise.all(cluster.instances.map((instance) => cluster.ready(instance)));
  await waitFor200(`${cluster.balancer}/api/ready`, 30_000);
  auth = { authorization: `Bearer ${await signIn(cluster.balancer, ADMIN.email, ADMIN.password)}` };
});

afterAll(async () => {
  await cluster?.close();
  await sink?.close();
});

describe('several instances behind a load balancer', () => {
  it('come up together on a fresh database (migrations, seed and admin under one lock)', async () => {
    for (const instance of cluster.instances) {
      expect(instance.process?.exitCode).toBeNull();
      const ready = await call(`${instance.url}/api/ready`);
      expect(ready.json().data).toEqual({
        role: 'all',
        database: 'ok',
        migrations: 'applied',
        secrets: 'ok',
        queue: 'running',
      });
    }
    const admins = await cluster.db.query('SELECT count(*)::int AS n FROM app_users WHERE email = $1', [ADMIN.email]);
    expect(admins.rows[0].n).toBe(1);
  });

  it('accept a token from a sign-in through the balancer on every instance', async () => {
    for (const instance of cluster.instances) {
      const me = expectStatus(await call(`${instance.url}/api/v1/user/me`, { headers: auth }), 200, instance.name);
      expect(me.json().data).toMatchObject({ email: ADMIN.email });
      adminId = (me.json().data as { id: number }).id;
    }
  });

  it('read on one what another wrote, and show a content change on the others’ pages within 2 s', async () => {
    const [first, second, third] = cluster.instances as [
      Cluster['instances'][0],
      Cluster['instances'][0],
      Cluster['instances'][0],
    ];
    for (const other of [second, third]) expect((await call(`${other.url}/faq`)).status).toBe(200);
    const question = 'Which of the instances answers this question';
    const written = await call(`${first.url}/api/v1/admin/faq`, {
      headers: auth,
      body: { category: 'Cluster', question, answer: paragraph('Every one of them.'), hidden: false },
    });
    expect(written.status, written.body).toBeLessThan(300);
    const changedAt = Date.now();
    const listed = await call(`${second.url}/api/v1/admin/faq`, { headers: auth });
    expect((listed.json().data as { question: string }[]).map((entry) => entry.question)).toContain(question);
    for (const other of [second, third]) {
      await eventually(
        `${other.name}'s FAQ page`,
        async () => (await call(`${other.url}/faq`)).body.includes(question),
        5_000,
        50,
      );
      expect(Date.now() - changedAt).toBeLessThanOrEqual(2_000);
    }
  });

  it('hold a rate limit across instances; a spoofed X-Forwarded-For does not change the client address', async () => {
    const subscribe = (index: number, from: string, headers: Record<string, string> = {}) =>
      call(`${cluster.balancer}/api/v1/newsletter/subscribe`, {
        from,
        headers,
        body: { email: `limit${index}@inbox.test` },
      });
    const servedBy = new Set<string>();
    for (let index = 0; index < 10; index += 1) {
      const res = await subscribe(index, '127.0.5.1');
      expect(res.status, res.body).toBe(202);
      servedBy.add(String(res.headers['x-served-by']));
    }
    expect(servedBy.size).toBe(3);
    expect((await subscribe(10, '127.0.5.1')).status).toBe(429);
    expect((await subscribe(11, '127.0.5.1', { 'x-forwarded-for': '6.6.6.6' })).status).toBe(429);
    expect((await subscribe(12, '127.0.5.2')).status).toBe(202);
  });

  it('run a due job exactly once', async () => {
    const since = new Date();
    const boss = new PgBoss({
      connectionString: cluster.databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    const jobId = await boss.send('housekeeping', {});
    await boss.stop({ graceful: false });
    const done = await eventually('the housekeeping job', async () => {
      const job = await cluster.db.query(
        "SELECT state, retry_count FROM pgboss.job WHERE id = $1 AND state = 'completed'",
        [jobId],
      );
      return job.rows[0] as { retry_count: number } | undefined;
    });
    expect(done.retry_count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // One run per housekeeping job created since (ours, and a quarter-hour's if one fell in between).
    const runs = await cluster.db.query('SELECT count(*)::int AS n FROM maintenance_runs WHERE ran_at >= $1', [since]);
    const jobs = await cluster.db.query(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'housekeeping' AND created_on >= $1",
      [since],
    );
    expect(runs.rows[0].n).toBe(jobs.rows[0].n);
  });

  it('send each of 50 newsletter confirmations once and deliver each of their 50 domain events once', async () => {
    const readers = Array.from({ length: 50 }, (_, i) => ({ email: `reader${i}@news.test`, from: `127.0.6.${i + 1}` }));
    await Promise.all(
      readers.map(async ({ email, from }) => {
        const res = await call(`${cluster.balancer}/api/v1/newsletter/subscribe`, { from, body: { email } });
        expect(res.status, res.body).toBe(202);
      }),
    );
    await eventually('50 confirmation mails', async () => readers.every(({ email }) => sink.to(email).length > 0));
    for (const { email, from } of readers) {
      const [mail, ...more] = sink.to(email);
      expect(more).toEqual([]);
      const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      const res = await call(`${cluster.balancer}/api/v1/newsletter/confirm/${token}`, { from });
      expect(res.status, res.body).toBe(200);
    }
    const deliveries = await eventually('50 delivered events', async () => {
      const rows = await cluster.db.query(
        `SELECT d.status, d.attempts FROM domain_events e JOIN domain_event_deliveries d ON d.event_id = e.id
          WHERE e.type = 'newsletter.confirmed'`,
      );
      return rows.rows.length >= 50 && rows.rows.every((row) => row.status === 'delivered') ? rows.rows : undefined;
    });
    expect(deliveries).toHaveLength(50);
    expect(deliveries.every((row) => row.attempts === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const { email } of readers) expect(sink.to(email)).toHaveLength(1);
  });

  it('kill -9 mid-campaign: the others take over within seconds, and each recipient gets it once', async () => {
    await crashDuringCampaign({ cluster, sink, auth, adminId });
  });

  it('kill -9 during a payment burst: every acknowledged payment is paid, with one confirmation', async () => {
    await crashDuringPayments({ cluster, sink, auth });
  });

  it('SIGTERM during load: readiness turns 503, the instance drains, and no request fails at the balancer', async () => {
    await sigtermDuringLoad({ cluster });
  });
});
