/**
 * A scratch PostgreSQL database filled by the demo generator, with the real server on it and an
 * admin signed in: what the million-row benches (lists, KPI) share. The database and the server's
 * data directory are removed when the run ends, whether it succeeded or not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { demoDatabase } from '../../apps/server/src/demo/demo-database.repository';
import { DEFAULT_HOLD_MINUTES } from '../../apps/server/src/config/rsvp';
import { generateDemo } from '../../apps/server/src/demo/generate-demo';
import { recordFigures } from '../results';
import { adminAccessToken, start, stop, waitForUrl } from '../support';

/** `--name value` from the command line, else the fallback. */
export const numberArg = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;

export interface DemoServer {
  base: string;
  /** The scratch database's URL, for reading what the generator wrote. */
  databaseUrl: string;
  token: string;
}

type DemoReport = Awaited<ReturnType<typeof generateDemo>>;

const ADMIN = { email: 'bench-admin@bench.test', password: 'bench admin passphrase' };
const root = path.resolve(import.meta.dirname, '../..');

async function seed(databaseUrl: string, scale: number, now: Date, describe: (report: DemoReport) => string) {
  const db = openPostgres(databaseUrl);
  try {
    await migrate(db);
    const started = performance.now();
    const report = await generateDemo(db, {
      scale,
      seed: 1,
      now,
      holdMinutes: DEFAULT_HOLD_MINUTES,
      onDomain: (domain, _counts, ms) => console.log(`  ${domain.padEnd(11)} ${(ms / 1000).toFixed(1).padStart(6)} s`),
    });
    await demoDatabase.vacuumAnalyze(db.orm);
    const seconds = (performance.now() - started) / 1000;
    console.log(`Seeded in ${seconds.toFixed(1)} s: ${describe(report)}`);
    recordFigures([{ measure: `data generator, scale ${scale}`, value: seconds, unit: 's' }]);
  } finally {
    await db.close();
  }
}

const adminToken = (base: string) => adminAccessToken(base, ADMIN.email, ADMIN.password);

/**
 * Creates the scratch database (BENCH_DATABASE_URL names the server, default the local test one),
 * seeds it at `scale`, starts the server on `port`, signs the admin in, and runs `bench`.
 */
export async function withDemoServer(
  options: { name: string; port: number; scale: number; now: Date; describe: (report: DemoReport) => string },
  bench: (server: DemoServer) => Promise<void>,
): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `bench_${options.name}_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const work = mkdtempSync(path.join(tmpdir(), `meridian-bench-${options.name}-`));
  const base = `http://127.0.0.1:${options.port}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  let server: ReturnType<typeof start> | undefined;
  try {
    await seed(url.href, options.scale, options.now, options.describe);
    server = start(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: url.href,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await waitForUrl(`${base}/api/ready`);
    await bench({ base, databaseUrl: url.href, token: await adminToken(base) });
  } finally {
    if (server) await stop(server);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Sequential GETs (one admin clicking through) after five warm-up calls. `check` reads each answer's
 * body and throws when it is not what the case needs; the last answer's reading is returned.
 */
export async function measureGets<T>(
  server: DemoServer,
  pathAndQuery: string,
  samples: number,
  check: (body: unknown) => T,
): Promise<{ p50: number; p95: number; last: T }> {
  let last: T | undefined;
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${server.base}${pathAndQuery}`, { headers: { authorization: `Bearer ${server.token}` } });
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}`);
    last = check(body);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last: last as T };
}

/** Prints the cases' p50/p95 against a p95 budget, with an optional note per row. */
export function printTable(
  title: string,
  budgetMs: number,
  rows: { label: string; p50: number; p95: number; note?: string }[],
): void {
  const width = Math.max(4, ...rows.map((row) => row.label.length));
  console.log(`\n${title}`);
  console.log(`  ${'case'.padEnd(width)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}   budget p95 < ${budgetMs} ms`);
  for (const { label, p50, p95, note } of rows) {
    const verdict = p95 < budgetMs ? 'within' : 'OVER';
    console.log(
      `  ${label.padEnd(width)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}   ${verdict}${note ? `   (${note})` : ''}`,
    );
  }
  recordFigures(
    rows.map(({ label, p95 }) => ({
      measure: `${label}, p95`,
      value: p95,
      unit: 'ms',
      target: { of: 'value', below: budgetMs },
    })),
  );
}
