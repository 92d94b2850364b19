/**
 * Segments at 100,000 contacts (issue 32), or at 1,000,000 (issue 33: `--contacts 1000000`): a scratch
 * PostgreSQL database where one sender has `n` contacts (tags, lists) beside another sender's `n`,
 * 3n campaign messages with opens and clicks over 120 days, n registrations over 20 sessions (paid,
 * attended, answers) and n/2 newsletter subscribers (servers/segments-seed.ts; the data generator's
 * time is printed). Then the segments service's live count and first page (what the editor's
 * debounced call runs) for several rule sets. Prints p50/p95 per case against the budget (p95 under
 * 200 ms); asserts nothing. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is
 * used to create and drop the scratch database (bench_segments_<pid>).
 * Usage: npm run bench:segments [-- --contacts 100000 --samples 40]
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { numberArg, printTable } from './servers/demo-server';
import { segmentCases, seedSegmentsData } from './servers/segments-seed';
import { benchSegments } from './servers/segments-service';

const contactCount = numberArg('contacts', 100_000);
const samples = numberArg('samples', 40);
const now = new Date();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `bench_segments_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${database}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
try {
  const db = openPostgres(url.href);
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await migrate(db);
    const started = performance.now();
    const { ownerId, campaignId, sessionId } = await seedSegmentsData(client, contactCount);
    const totals = await client.query<{ contacts: string; messages: string; events: string; registrations: string }>(
      `select (select count(*) from contacts) contacts, (select count(*) from campaign_messages) messages,
        (select count(*) from campaign_events) events, (select count(*) from registrations) registrations`,
    );
    const r = totals.rows[0]!;
    console.log(
      `Data generator: ${((performance.now() - started) / 1000).toFixed(1)} s for ${r.contacts} contacts (half the sender's), ` +
        `${r.messages} messages, ${r.events} opens and clicks, ${r.registrations} registrations`,
    );
    const segments = benchSegments(db.orm, () => now);
    const actor = { userId: ownerId, isAdmin: false };
    const cases = segmentCases(campaignId, sessionId);
    const rows = [];
    for (const [label, input] of cases) {
      let count = 0;
      const once = async () => {
        const at = performance.now();
        count = (await segments.preview(actor, input)).count;
        return performance.now() - at;
      };
      for (let i = 0; i < 3; i += 1) await once();
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) times.push(await once());
      times.sort((a, b) => a - b);
      rows.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), note: `${count} contacts` });
    }
    printTable(
      `Segment count and first page (the live preview), ${samples} sequential calls each, PostgreSQL (ms)`,
      200,
      rows,
    );
  } finally {
    await client.end();
    await db.close();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
