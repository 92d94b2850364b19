/**
 * Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) on the public pages of a fresh server,
 * three runs per page, median. A fresh server gets one published post, measured at its address. Prints performance, FCP, LCP, TBT, CLS and the other category scores.
 *
 *   npm run bench:lighthouse                 # starts `npm run serve` on a free port with a fresh data dir
 *   BASE_URL=http://localhost:3000 npm run bench:lighthouse -- / /rsvp
 *
 * Lighthouse is not in the lockfile (it pulls a large tree the app never uses): it is installed once
 * into LIGHTHOUSE_DIR (default ~/.cache/meridian/lighthouse) from the npm registry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../e2e/browser-path.mjs';
import { BENCH_POST_SLUG, seedBenchPost } from './servers/blog-post-seed';
import { recordFigures } from './results';
import { start, stop, waitForUrl } from './support';

const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const DEFAULT_PAGES = [
  '/',
  '/rsvp',
  '/affiliate',
  '/advertising',
  '/pricing',
  '/blogdirectory',
  `/blog/${BENCH_POST_SLUG}`,
  '/login',
];
const RUNS = Number(process.env.RUNS ?? 3);
/** Issue 33: a score of 95 or more on every public page, and total blocking time within 150 ms. */
const TARGETS = { performance: 95, tbtMs: 150 };

interface Row {
  page: string;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
  };
}>;

async function loadLighthouse(): Promise<{
  lighthouse: LighthouseFn;
  launch: (o: object) => Promise<{ port: number; kill(): void }>;
}> {
  const dir = process.env.LIGHTHOUSE_DIR ?? path.join(homedir(), '.cache/meridian/lighthouse');
  if (!existsSync(path.join(dir, 'node_modules/lighthouse'))) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir}`);
    const install = spawnSync('npm', ['i', '--prefix', dir, '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error('could not install lighthouse');
  }
  const require = createRequire(path.join(dir, 'package.json'));
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)) as { default: LighthouseFn };
  const launcher = (await import(pathToFileURL(require.resolve('chrome-launcher')).href)) as {
    launch: (o: object) => Promise<{ port: number; kill(): void }>;
  };
  return { lighthouse: lighthouse.default, launch: launcher.launch };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measurePage(lh: Awaited<ReturnType<typeof loadLighthouse>>, url: string): Promise<Omit<Row, 'page'>> {
  const runs: Omit<Row, 'page'>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
    const chrome = await lh.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      userDataDir,
    });
    try {
      const { lhr } = await lh.lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      if (process.env.LH_VERBOSE) {
        for (const [id, audit] of Object.entries(lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && id !== 'final-screenshot')
            console.log(`   ${id}: ${audit.title}`);
        }
      }
      runs.push({
        performance: score('performance'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
    } finally {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  const pick = (key: keyof Omit<Row, 'page'>) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
  };
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
  const lh = await loadLighthouse();
  let server: ReturnType<typeof start> | undefined;
  let dataDir: string | undefined;
  let base = process.env.BASE_URL;
  if (!base) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lh-data-'));
    // A fresh site has no posts: one is published first so a post page can be measured.
    await seedBenchPost(dataDir);
    const port = String(4300 + Math.floor(Math.random() * 500));
    base = `http://localhost:${port}`;
    const root = path.resolve(import.meta.dirname, '..');
    server = start(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    });
    await waitForUrl(`${base}/api/ready`);
    // Warm the page cache, as a visitor after the first would find it.
    for (const page of pages) await fetch(base + page);
  }
  try {
    const rows: Row[] = [];
    for (const page of pages) {
      rows.push({ page, ...(await measurePage(lh, base + page)) });
      const r = rows.at(-1)!;
      console.log(
        `${r.page.padEnd(44)} perf ${String(r.performance).padStart(3)}  FCP ${(r.fcp / 1000).toFixed(2)} s  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}`,
      );
    }
    console.log(`\nmedian of ${RUNS} runs per page (Lighthouse ${LIGHTHOUSE_VERSION}, mobile defaults)`);
    recordFigures(
      rows.flatMap((row) => [
        {
          measure: `Lighthouse performance ${row.page}`,
          value: row.performance,
          unit: 'points',
          target: { of: 'value' as const, atLeast: TARGETS.performance },
        },
        {
          measure: `Lighthouse TBT ${row.page}`,
          value: row.tbt,
          unit: 'ms',
          target: { of: 'value' as const, atMost: TARGETS.tbtMs },
        },
      ]),
    );
  } finally {
    if (server) await stop(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
