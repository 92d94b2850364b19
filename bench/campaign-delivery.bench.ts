/**
 * Campaign delivery: a 10,000-recipient campaign to a local SMTP sink, sent by the campaigns
 * module's worker and, in the same run, by raw pooled nodemailer (the same messages, rendered
 * beforehand, the same pool of three connections). Prints messages per second of each, their ratio
 * (target ≥ 0.9, issue 33) and the worker's peak RSS (target ≤ 150 MB). Each side runs in its own process.
 * Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used to
 * create and drop a scratch database.
 * Usage: npm run bench:campaigns [-- --recipients 10000]; BENCH_NODE_FLAGS adds Node flags to both sides.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { campaignLinks, campaignMessages, campaigns } from '../apps/server/src/modules/campaigns/campaigns.tables';
import { sanitizeCampaignHtml, htmlToText } from '../apps/server/src/modules/campaigns/campaign-html.rules';
import { appUsers } from '../apps/server/src/modules/users/users.tables';
import { recordFigures } from './results';
import { ratio } from './support';

const recipients = Number(process.argv[process.argv.indexOf('--recipients') + 1]) || 10_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_campaigns_${process.pid}`;
/** Extra Node flags for both sides, e.g. BENCH_NODE_FLAGS=--max-semi-space-size=8 (a smaller young generation). */
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const TARGETS = { ratio: 0.9, peakRssMb: 150 };

/** An SMTP sink: accepts any login and every message, reads and discards the data. */
async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'bench' }),
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://bench:bench@127.0.0.1:${port}`,
    take: () => {
      const count = received;
      received = 0;
      return count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function seed(url: string): Promise<number> {
  const db = openPostgres(url);
  await migrate(db);
  const [owner] = await db.orm
    .insert(appUsers)
    .values({ sub: 'bench-sender', email: 'bench.sender@mailbox.example', firstName: 'Bench', lastName: 'Sender' })
    .returning();
  const html = sanitizeCampaignHtml(
    '<h2>Spring webinar</h2><p>Hi {{firstName|there}},</p><p>Our live session on risk management starts Thursday at 6 pm. <a href="https://meridian.example/webinars/spring">Save your seat</a>.</p><ul><li>Position sizing</li><li>Stops that hold</li></ul>',
  );
  const [campaign] = await db.orm
    .insert(campaigns)
    .values({
      ownerId: owner!.id,
      ownerName: 'Bench Sender',
      subject: 'Live session: {{firstName|Trader}}, join us',
      preheader: 'Thursday at 6 pm',
      html,
      text: htmlToText(html),
      audience: { listIds: [], tags: ['bench'] },
      status: 'sending',
      startedAt: new Date(),
    })
    .returning();
  await db.orm
    .insert(campaignLinks)
    .values({ campaignId: campaign!.id, idx: 0, url: 'https://meridian.example/webinars/spring' });
  for (let start = 0; start < recipients; start += 1000) {
    const chunk = Array.from({ length: Math.min(1000, recipients - start) }, (_, i) => ({
      campaignId: campaign!.id,
      ownerId: owner!.id,
      email: `reader${start + i}@inbox.example`,
      firstName: `Reader${start + i}`,
      lastName: 'Bench',
    }));
    await db.orm.insert(campaignMessages).values(chunk);
  }
  await db.close();
  return campaign!.id;
}

interface Outcome {
  messages: number;
  seconds: number;
  peakRssMb: number;
  startRssMb: number;
  sendingPeakRssMb: number;
}

const memory = (o: Outcome) =>
  `RSS ${o.startRssMb} MB after start-up, peak while sending ${o.sendingPeakRssMb} MB, process peak ${o.peakRssMb} MB`;

/** Runs one side in its own process (the sink stays in this one, so its event loop must stay free). */
async function side(mode: 'raw' | 'worker', env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'servers/campaign-sender.ts'),
      mode,
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = stdout.trim().split('\n').at(-1) ?? '';
  if (status !== 0 || !line.startsWith('{')) throw new Error(`${mode} side failed: ${stdout}`);
  return JSON.parse(line) as Outcome;
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const sink = await startSink();
try {
  const campaignId = await seed(url.href);
  const env = { BENCH_CAMPAIGN_DB: url.href, BENCH_SMTP_URL: sink.url, BENCH_CAMPAIGN_ID: String(campaignId) };
  const raw = await side('raw', env);
  const rawReceived = sink.take();
  const worker = await side('worker', env);
  const workerReceived = sink.take();
  const rate = (r: { messages: number; seconds: number }) => r.messages / r.seconds;
  console.log(
    `Campaign delivery, ${recipients} recipients to a local SMTP sink (pool of 3 connections)${nodeFlags.length ? `, node ${nodeFlags.join(' ')}` : ''}`,
  );
  console.log(
    `  raw pooled nodemailer: ${rate(raw).toFixed(0)} messages/s (${raw.seconds.toFixed(1)} s, sink got ${rawReceived})`,
  );
  console.log(`    ${memory(raw)}`);
  console.log(
    `  campaign worker:       ${rate(worker).toFixed(0)} messages/s (${worker.seconds.toFixed(1)} s, sink got ${workerReceived})`,
  );
  console.log(`    ${memory(worker)}`);
  console.log(`  ratio worker/raw: ${ratio(rate(worker), rate(raw))} (target ≥ ${TARGETS.ratio})`);
  console.log(`  worker peak RSS while sending: ${worker.sendingPeakRssMb} MB (target ≤ ${TARGETS.peakRssMb} MB)`);
  recordFigures([
    {
      measure: `campaign worker, ${recipients} recipients`,
      value: rate(worker),
      unit: 'msg/s',
      ceiling: { label: 'raw pooled nodemailer', value: rate(raw) },
      target: { of: 'ratio', atLeast: TARGETS.ratio },
    },
    {
      measure: 'campaign worker peak RSS while sending',
      value: worker.sendingPeakRssMb,
      unit: 'MB',
      target: { of: 'value', atMost: TARGETS.peakRssMb },
    },
  ]);
  if (workerReceived !== recipients)
    console.log(`  WARNING: the sink received ${workerReceived} messages from the worker, expected ${recipients}`);
} finally {
  await sink.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
