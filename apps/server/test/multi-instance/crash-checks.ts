import { solvedChallenge } from '../proof-of-work-client';
import { expect } from 'vitest';
import { logTail, type Cluster, type Instance } from './cluster';
import { expectStatus, openSession, pausedCampaign } from './fixtures';
import { call, eventually, withRetries } from './http';
import type { MailSink } from './mail-sink';

const RECIPIENTS = 300;
const PAYERS = 30;
const alive = (cluster: Cluster) => cluster.instances.filter((i) => i.process?.exitCode === null && !i.process.killed);

/** Starts again any instance an earlier check stopped, and waits until all are ready. */
async function allReady(cluster: Cluster): Promise<void> {
  for (const instance of cluster.instances) if (!alive(cluster).includes(instance)) cluster.start(instance);
  await Promise.all(cluster.instances.map((instance) => cluster.ready(instance)));
}

/** The instance whose presence id claims the most messages of `campaignId` now. */
async function sendingInstance(
  cluster: Cluster,
  campaignId: number,
): Promise<{ instance: Instance; inFlight: number }> {
  return eventually('an instance sending the campaign', async () => {
    const { rows } = await cluster.db.query(
      `SELECT claimed_by, count(*)::int AS n FROM campaign_messages
        WHERE campaign_id = $1 AND status = 'sending' AND claimed_by IS NOT NULL GROUP BY 1 ORDER BY 2 DESC`,
      [campaignId],
    );
    const instance = cluster.instances.find((i) => rows[0] && cluster.instanceId(i) === rows[0].claimed_by);
    return instance && { instance, inFlight: rows[0].n as number };
  });
}

export async function crashDuringCampaign(t: {
  cluster: Cluster;
  sink: MailSink;
  auth: Record<string, string>;
  adminId: number;
}) {
  const { cluster, sink, auth } = t;
  const mailbox = await call(`${cluster.balancer}/api/v2/marketingCredentials`, {
    headers: auth,
    body: {
      email: 'sender@academy.test',
      appPassword: 'sink password 1',
      id: t.adminId,
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpSecurity: 'none',
      perMinute: 1000,
      perDay: 100_000,
    },
  });
  expectStatus(mailbox, 200, 'saving the sender mailbox');
  const campaignId = await pausedCampaign(cluster, t.adminId, RECIPIENTS);
  const readers = () => sink.mails.filter((mail) => /^reader\d+@inbox\.test$/.test(mail.to));
  expectStatus(
    await call(`${cluster.balancer}/api/v1/campaigns/${campaignId}/resume`, { method: 'POST', headers: auth }),
    200,
    'resume',
  );
  await eventually('60 campaign messages', async () => readers().length >= 60, 60_000);

  const { instance, inFlight } = await sendingInstance(cluster, campaignId);
  instance.process?.kill('SIGKILL');
  const killedAt = Date.now();
  await instance.exit;
  const sentBefore = readers().length;
  const resumed = await eventually('sending to resume on the survivors', async () =>
    readers().find((mail) => mail.receivedAt > killedAt + 250),
  );
  const resumeMs = resumed.receivedAt - killedAt;
  // Restarted now, it is back for the checks after this one.
  cluster.start(instance);
  await eventually(
    'every message sent',
    async () => {
      const { rows } = await cluster.db.query(
        "SELECT count(*)::int AS n FROM campaign_messages WHERE campaign_id = $1 AND status = 'sent'",
        [campaignId],
      );
      return rows[0].n === RECIPIENTS;
    },
    90_000,
    250,
  );

  const byAddress = new Map<string, typeof sink.mails>();
  for (const mail of readers()) byAddress.set(mail.to, [...(byAddress.get(mail.to) ?? []), mail]);
  expect(byAddress.size).toBe(RECIPIENTS);
  const twice = [...byAddress.values()].filter((mails) => mails.length > 1);
  // At least once: only a message the killed instance had in flight may arrive twice, with one Message-ID.
  expect(twice.length).toBeLessThanOrEqual(inFlight);
  for (const copies of twice) expect(new Set(copies.map((mail) => mail.messageId)).size).toBe(1);
  // The at-least-once window: from the provider's acceptance to the row marked sent (a crash inside
  // it sends the message again), over the messages sent once.
  const { rows } = await cluster.db.query(
    'SELECT email, extract(epoch from sent_at) * 1000 AS sent_ms FROM campaign_messages WHERE campaign_id = $1',
    [campaignId],
  );
  const windows = rows
    .filter((row) => byAddress.get(row.email)?.length === 1)
    .map((row) => Number(row.sent_ms) - byAddress.get(row.email)![0]!.receivedAt);
  const windowMs = Math.max(...windows);
  console.info(
    `campaign: ${sentBefore} sent before kill -9 of ${instance.name} (${inFlight} in flight), sending resumed after ${resumeMs} ms, ` +
      `${twice.length} recipient(s) got it twice, at-least-once window ${Math.round(windowMs)} ms`,
  );
  expect(resumeMs).toBeLessThan(10_000);
  await cluster.ready(instance);
}

export async function crashDuringPayments(t: { cluster: Cluster; sink: MailSink; auth: Record<string, string> }) {
  const { cluster, sink } = t;
  await allReady(cluster);
  const base = cluster.balancer;
  const sessionId = await openSession(base, t.auth, PAYERS + 5);
  const payers = await Promise.all(
    Array.from({ length: PAYERS }, async (_, i) => {
      const from = `127.0.7.${i + 1}`;
      const email = `payer${i}@pay.test`;
      const form = {
        firstName: 'Ada',
        lastName: `Payer${i}`,
        phone: '+1 (212) 555-0142',
        email,
        date: String(sessionId),
        termsAgreed: true,
        privacyAgreed: true,
      };
      const challenge = expectStatus(await call(`${base}/api/v1/register/challenge`, { from }), 200, 'challenge');
      const altcha = await solvedChallenge((challenge.json() as { data: Parameters<typeof solvedChallenge>[0] }).data);
      const registered = await call(`${base}/api/v1/register`, { from, body: { ...form, altcha } });
      expect(registered.status, registered.body).toBeLessThan(300);
      const reference = (registered.json().data as { reference: string }).reference;
      const checkout = expectStatus(
        await call(`${base}/api/v1/stripe/checkout`, { from, body: { reference } }),
        200,
        'checkout',
      );
      const checkoutId = String((checkout.json().data as { url: string }).url.split('/').at(-1));
      return { from, email, reference, checkoutId, acknowledged: false };
    }),
  );
  const victim = alive(cluster)[1] ?? alive(cluster)[0]!;
  let acknowledged = 0;
  await Promise.all(
    payers.map(async (payer, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 40));
      const outcome = await withRetries(async () => {
        const res = await call(`${base}/api/v1/test-checkout/${payer.checkoutId}/pay`, {
          from: payer.from,
          method: 'POST',
        });
        if (res.status >= 500) throw new Error(`pay answered ${res.status}`);
        return res;
      });
      // 409 "already been paid": an earlier try went through before its answer was lost with the instance.
      expect([200, 409], outcome.body).toContain(outcome.status);
      payer.acknowledged = outcome.status === 200;
      if (++acknowledged === 10) victim.process?.kill('SIGKILL');
    }),
  );
  await victim.exit;
  for (const payer of payers) {
    const status = await call(`${base}/api/v1/register/${payer.reference}`, { from: payer.from });
    expect((status.json().data as { status: string }).status).toBe('paid');
  }
  await eventually('one confirmation per payment', async () =>
    payers.every((payer) => sink.to(payer.email).some((mail) => mail.subject.startsWith('Your seat is confirmed'))),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // One confirmation each: one message (one Message-ID). A copy may arrive twice only if the killed
  // instance was sending it (the at-least-once window of system mail).
  let twice = 0;
  for (const payer of payers) {
    const confirmations = sink.to(payer.email).filter((mail) => mail.subject.startsWith('Your seat is confirmed'));
    expect(new Set(confirmations.map((mail) => mail.messageId)).size).toBe(1);
    if (confirmations.length > 1) twice += 1;
  }
  expect(twice).toBeLessThanOrEqual(1);
  const { rows } = await cluster.db.query(
    `SELECT count(*)::int AS n FROM test_checkouts c JOIN registrations r ON r.reference::text = c.client_reference_id
      WHERE c.status = 'complete' AND r.status <> 'paid'`,
  );
  expect(rows[0].n).toBe(0);
  console.info(
    `payments: ${payers.filter((p) => p.acknowledged).length} of ${PAYERS} acknowledged at once, kill -9 of ` +
      `${victim.name} after 10, ${twice} confirmation(s) delivered twice`,
  );
}

export async function sigtermDuringLoad(t: { cluster: Cluster }) {
  const { cluster } = t;
  await allReady(cluster);
  const victim = alive(cluster)[0]!;
  const failures: string[] = [];
  let requests = 0;
  let stopAt = Date.now() + 6_000;
  const load = async (worker: number) => {
    for (let n = 0; Date.now() < stopAt; n += 1) {
      const kind = (worker + n) % 3;
      const from = `127.0.${10 + (requests % 200)}.${worker + 1}`;
      requests += 1;
      try {
        const res =
          kind === 0
            ? await call(`${cluster.balancer}/`, { from })
            : kind === 1
              ? await call(`${cluster.balancer}/api/v1/calendar`, { from })
              : await call(`${cluster.balancer}/api/v1/newsletter/subscribe`, {
                  from,
                  body: { email: `load${requests}@inbox.test` },
                });
        if (res.status >= 400) failures.push(`${res.status} ${res.body.slice(0, 120)}`);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  };
  const running = Promise.all(Array.from({ length: 6 }, (_, worker) => load(worker)));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  victim.process?.kill('SIGTERM');
  await eventually(
    'readiness to answer 503',
    async () => (await call(`${victim.url}/api/ready`).catch(() => undefined))?.status === 503,
    2_000,
    20,
  );
  stopAt = Math.max(stopAt, Date.now() + 4_000);
  await running;
  const code = await victim.exit;
  if (code !== 0) throw new Error(`${victim.name} exited with ${code}:\n${logTail(victim, 25)}`);
  console.info(
    `SIGTERM: ${requests} requests through the balancer while ${victim.name} drained and stopped, ${failures.length} failed`,
  );
  expect(failures).toEqual([]);
}
