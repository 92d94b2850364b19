/**
 * Every benchmark in bench/, one after another, each printing as it does alone, then one table of
 * their headline figures: measure, value, ceiling, ratio, target, met (docs/performance.md).
 * Needs `npm run build` and PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * a server the benches create and drop scratch databases on). Lighthouse runs when a Chromium is found
 * (it installs itself outside the lockfile); otherwise its row says why it did not.
 * Usage: npm run bench:all [-- --only boot,budgets]
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatResults, readResults, recordNotRun } from './results';

interface Bench {
  name: string;
  file: string;
  /** Why it cannot run on this machine, if it cannot. */
  missing?: () => string | undefined;
  /** Runs it against a scratch database of its own (the benches that take BENCH_DATABASE_URL as the server's database). */
  ownDatabase?: boolean;
}

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BENCHES: Bench[] = [
  { name: 'budgets', file: 'budgets.bench.ts' },
  { name: 'boot', file: 'boot.bench.ts' },
  { name: 'http-baseline', file: 'http-baseline.bench.ts' },
  { name: 'sign-in', file: 'sign-in.bench.ts', ownDatabase: true },
  { name: 'rsvp', file: 'rsvp.bench.ts', ownDatabase: true },
  { name: 'campaigns', file: 'campaign-delivery.bench.ts' },
  { name: 'lists', file: 'lists.bench.ts' },
  { name: 'kpi', file: 'kpi.bench.ts' },
  { name: 'segments', file: 'segments.bench.ts' },
  {
    name: 'lighthouse',
    file: 'lighthouse.bench.ts',
    missing: () => (existsSync(chromium) ? undefined : `no Chromium at ${chromium} (set CHROME_PATH)`),
  },
];

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : undefined;
const unknown = [...(only ?? [])].filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length > 0)
  throw new Error(`No bench named ${unknown.join(', ')}: ${BENCHES.map((b) => b.name).join(', ')}`);

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !existsSync(path.join(root, 'apps/web/dist/client'))) {
  throw new Error('Run "npm run build" first: the benches measure the built app.');
}
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const work = mkdtempSync(path.join(tmpdir(), 'meridian-bench-all-'));
const results = path.join(work, 'results.jsonl');

/** A scratch database on the bench server for one bench's own server; dropped by the returned function. */
async function scratchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = `bench_all_${name.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const started = performance.now();
try {
  for (const bench of BENCHES) {
    if (only && !only.has(bench.name)) continue;
    const missing = bench.missing?.();
    if (missing) {
      console.log(`\n=== ${bench.name}: not run (${missing})`);
      recordNotRun(bench.name, 'all figures', missing);
      continue;
    }
    console.log(`\n=== ${bench.name} (${bench.file})`);
    const scratch = bench.ownDatabase ? await scratchDatabase(bench.name) : undefined;
    const benchStarted = performance.now();
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench.file)], {
        cwd: import.meta.dirname,
        stdio: 'inherit',
        env: {
          ...process.env,
          BENCH_RESULTS: results,
          BENCH_DATABASE_URL: scratch?.url ?? adminUrl,
          // A server on PostgreSQL needs a secrets key (docs/deploy.md, Secrets key).
          ...(scratch ? { SECRETS_KEY: randomBytes(32).toString('base64') } : {}),
        },
      });
      if (run.status !== 0) recordNotRun(bench.name, 'all figures', `failed (exit ${run.status ?? run.signal})`);
    } finally {
      await scratch?.drop();
    }
    console.log(`=== ${bench.name}: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
  }
  console.log(`\nAll benches in ${((performance.now() - started) / 60_000).toFixed(1)} min\n`);
  console.log(formatResults(readResults(results)));
} finally {
  rmSync(work, { recursive: true, force: true });
}
