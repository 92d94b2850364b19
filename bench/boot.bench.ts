/**
 * Boot and idle memory of the compiled server (`node apps/server/dist/main.js`, what `npm run serve`
 * and the container run), on PGlite and on PostgreSQL, beside a bare Fastify app started the same way:
 *  - boot: from spawning the process to `/api/ready` answering 200, on a second start (the first
 *    migrates an empty database and fills Node's compile cache); the median of several starts, with
 *    the CPU time the process used until then (all its threads), which a busy machine moves less;
 *  - idle RSS: after ready, a few requests (home page, /rsvp, /login, a built asset, /api/health),
 *    then 10 s of nothing; read from /proc/<pid>/status, with the process's own memoryUsage() beside it.
 * Targets (issue 33): boot ≤ 2 s; RSS ≤ 250 MB on PGlite, ≤ 150 MB on PostgreSQL.
 * Needs `npm run build`. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used
 * to create and drop a scratch database; BENCH_NODE_FLAGS adds Node flags to the server.
 * Usage: npm run bench:boot [-- --starts 3 --idle 10]
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { recordFigures, type Figure } from './results';
import { numberArg } from './servers/demo-server';
import { start, stop } from './support';

const starts = numberArg('starts', 3);
const idleSeconds = numberArg('idle', 10);
const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const probe = path.join(import.meta.dirname, 'servers/memory-probe.mjs');
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const work = mkdtempSync(path.join(tmpdir(), 'meridian-bench-boot-'));
const port = 3340;
const base = `http://127.0.0.1:${port}`;
const TARGETS = { bootSeconds: 2, rssMb: { pglite: 250, postgres: 150 } };
const MB = 1024 * 1024;

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run "npm run build" first.`);

/** Polls `url` every 20 ms until it answers 200; resolves the seconds since `since`. */
async function secondsUntilOk(url: string, since: number, timeoutMs = 120_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return (performance.now() - since) / 1000;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** CPU time (all threads) the process has used, in seconds: steadier than wall time on a busy machine. */
const cpuSecondsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** What the process says its memory is made of (bench/servers/memory-probe.mjs). */
async function memoryUsageOf(pid: number, file: string): Promise<NodeJS.MemoryUsage> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(file); i += 1) await sleep(20);
  return JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
}

interface Run {
  bootSeconds: number[];
  /** CPU seconds each measured start used until ready. */
  cpuSeconds: number[];
  rssMb: number;
  usage?: NodeJS.MemoryUsage;
}

/** Starts `args` `starts + 1` times (the first one unmeasured); the last start is left idle and its memory read. */
async function measure(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  visits: () => Promise<string[]>,
): Promise<Run> {
  const probeFile = path.join(work, 'memory.json');
  const bootSeconds: number[] = [];
  const cpuSeconds: number[] = [];
  for (let i = 0; i <= starts; i += 1) {
    const since = performance.now();
    const child = start(process.execPath, args, { ...env, MEMORY_PROBE_FILE: probeFile });
    try {
      const seconds = await secondsUntilOk(base + readyPath, since);
      if (i > 0) {
        bootSeconds.push(seconds);
        cpuSeconds.push(cpuSecondsOf(child.pid!));
      }
      if (i < starts) continue;
      for (const visit of await visits()) {
        const res = await fetch(base + visit);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET ${visit} answered ${res.status}`);
      }
      await sleep(idleSeconds * 1000);
      const pid = child.pid!;
      const rssMb = rssOf(pid);
      const usage = args.includes(probe) ? await memoryUsageOf(pid, probeFile) : undefined;
      return { bootSeconds, cpuSeconds, rssMb, usage };
    } finally {
      await stop(child);
    }
  }
  throw new Error('no start was measured');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first built asset the home page links to, so one immutable file is served too. */
async function firstAsset(): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];
  if (!asset) throw new Error('the home page links to no built asset');
  return asset;
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `bench_boot_${process.pid}`;
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${database}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);

try {
  const bare = await measure(
    [path.join(import.meta.dirname, 'servers/bare-fastify.ts')],
    { PORT: String(port) },
    '/api/health',
    async () => Array.from({ length: 5 }, () => '/api/health'),
  );
  const server = (databaseEnv: Record<string, string>) =>
    measure(
      [...nodeFlags, '--import', probe, serverEntry],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: '0',
        ...databaseEnv,
      },
      '/api/ready',
      async () => ['/', '/rsvp', '/login', await firstAsset(), '/api/health'],
    );
  const runs = {
    pglite: await server({ DATA_DIR: path.join(work, 'pglite') }),
    postgres: await server({
      DATA_DIR: path.join(work, 'postgres'),
      DATABASE_URL: scratchUrl.href,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    }),
  };

  const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const times = (run: Run) =>
    `${median(run.bootSeconds).toFixed(2)} s (${list(run.bootSeconds)}), CPU ${median(run.cpuSeconds).toFixed(2)} s (${list(run.cpuSeconds)})`;
  const names = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
  const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
  console.log(
    `Compiled server (${path.relative(root, serverEntry)}${nodeFlags.length ? `, node ${nodeFlags.join(' ')}` : ''}), ` +
      `median of ${starts} second starts, RSS after ${idleSeconds} s idle`,
  );
  console.log(`  bare Fastify:   boot ${times(bare)}, RSS ${bare.rssMb.toFixed(0)} MB`);
  const figures: Figure[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    const run = runs[kind];
    const usage = run.usage;
    console.log(
      `  ${`${names[kind]}:`.padEnd(15)} boot ${times(run)}, ` +
        `RSS ${run.rssMb.toFixed(0)} MB` +
        (usage
          ? ` (JS heap ${mb(usage.heapUsed)} used of ${mb(usage.heapTotal)}, outside the heap ${mb(usage.external)} of which buffers ${mb(usage.arrayBuffers)})`
          : ''),
    );
    figures.push(
      {
        measure: `boot to /api/ready, second start, ${names[kind]}`,
        value: median(run.bootSeconds),
        unit: 's',
        ceiling: { label: 'bare Fastify', value: median(bare.bootSeconds) },
        target: { of: 'value', atMost: TARGETS.bootSeconds },
      },
      {
        measure: `CPU time to /api/ready, second start, ${names[kind]}`,
        value: median(run.cpuSeconds),
        unit: 's',
        ceiling: { label: 'bare Fastify', value: median(bare.cpuSeconds) },
      },
      {
        measure: `idle RSS, ${names[kind]}`,
        value: run.rssMb,
        unit: 'MB',
        ceiling: { label: 'bare Fastify', value: bare.rssMb },
        target: { of: 'value', atMost: TARGETS.rssMb[kind] },
      },
    );
  }
  console.log(
    `  targets: boot ≤ ${TARGETS.bootSeconds} s; RSS ≤ ${TARGETS.rssMb.pglite} MB PGlite, ≤ ${TARGETS.rssMb.postgres} MB PostgreSQL`,
  );
  recordFigures(figures);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
