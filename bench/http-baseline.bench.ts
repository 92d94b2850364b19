/**
 * HTTP baseline, one run on this machine:
 *  - GET /api/health of the full app vs a bare Fastify hello-world (target ratio >= 0.85, issue 33);
 *  - GET / (the rendered home page) of the full app vs nginx serving the same bytes from a file
 *    (target ratio >= 1.0, issue 33).
 * Needs a built web app (npm run build). Usage: npm run bench [-- --seconds 10]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordFigures } from './results';
import { ensureNginx, measure, ratio, start, stop, waitForUrl, type Measurement } from './support';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
const ports = { app: 3310, bare: 3311, nginx: 3312 };
const TARGETS = { health: 0.85, page: 1.0 };

function line(name: string, m: Measurement) {
  console.log(
    `${name.padEnd(34)} ${String(m.requestsPerSecond).padStart(8)} req/s   p99 ${String(m.p99Ms).padStart(4)} ms   errors ${m.errors}`,
  );
}

const app = start(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  PORT: String(ports.app),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, 'data'),
  LOG_LEVEL: 'error',
});
const bare = start(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'servers/bare-fastify.ts')], {
  PORT: String(ports.bare),
});
let nginx: ReturnType<typeof start> | undefined;

try {
  await waitForUrl(`http://127.0.0.1:${ports.app}/api/ready`);
  await waitForUrl(`http://127.0.0.1:${ports.bare}/api/health`);

  const home = Buffer.from(await (await fetch(`http://127.0.0.1:${ports.app}/`)).arrayBuffer());
  writeFileSync(path.join(work, 'index.html'), home);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\nerror_log ${work}/nginx-error.log;\npid ${work}/nginx.pid;\nuser root;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  default_type text/html;\n  server {\n    listen 127.0.0.1:${ports.nginx};\n    root ${work};\n    location / { try_files /index.html =404; }\n  }\n}\n`,
  );
  nginx = start(ensureNginx(), ['-c', path.join(work, 'nginx.conf')], {});
  await waitForUrl(`http://127.0.0.1:${ports.nginx}/`);

  console.log(`HTTP baseline: ${seconds} s per run, 50 connections, home page ${home.length} bytes`);
  console.log('Each target is warmed up for 2 s, then measured twice, interleaved with its baseline; best run kept.\n');
  const urls = {
    health: `http://127.0.0.1:${ports.app}/api/health`,
    bare: `http://127.0.0.1:${ports.bare}/api/health`,
    page: `http://127.0.0.1:${ports.app}/`,
    nginx: `http://127.0.0.1:${ports.nginx}/`,
  };
  for (const url of Object.values(urls)) await measure(url, 2);
  const runs: Record<keyof typeof urls, Measurement[]> = { health: [], bare: [], page: [], nginx: [] };
  for (let round = 0; round < 2; round += 1) {
    for (const key of Object.keys(urls) as (keyof typeof urls)[]) runs[key].push(await measure(urls[key], seconds));
  }
  const best = (list: Measurement[]) => list.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const results = { health: best(runs.health), bare: best(runs.bare), page: best(runs.page), nginx: best(runs.nginx) };
  line('full app   GET /api/health', results.health);
  line('bare Fastify GET /api/health', results.bare);
  line('full app   GET / (home page)', results.page);
  line('nginx      GET / (same bytes)', results.nginx);
  console.log('');
  console.log(
    `health ratio (app / bare Fastify): ${ratio(results.health.requestsPerSecond, results.bare.requestsPerSecond)}  (target >= ${TARGETS.health.toFixed(2)})`,
  );
  console.log(
    `home page ratio (app / nginx):     ${ratio(results.page.requestsPerSecond, results.nginx.requestsPerSecond)}  (target >= ${TARGETS.page.toFixed(2)})`,
  );
  recordFigures([
    {
      measure: 'GET /api/health, 50 connections',
      value: results.health.requestsPerSecond,
      unit: 'req/s',
      ceiling: { label: 'bare Fastify', value: results.bare.requestsPerSecond },
      target: { of: 'ratio', atLeast: TARGETS.health },
    },
    {
      measure: 'GET / (home page), 50 connections',
      value: results.page.requestsPerSecond,
      unit: 'req/s',
      ceiling: { label: 'nginx, same bytes', value: results.nginx.requestsPerSecond },
      target: { of: 'ratio', atLeast: TARGETS.page },
    },
  ]);
} finally {
  await Promise.all([stop(app), stop(bare), nginx ? stop(nginx) : Promise.resolve()]);
  rmSync(work, { recursive: true, force: true });
}
