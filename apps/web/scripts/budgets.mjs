// Size budgets of the built web app (docs/decisions/2026-11-23-page-speed.md). Sizes are brotli
// compressed, as the server sends them, and read from the build manifest, so they are the same on
// every machine: `check-budgets.mjs` fails the build past a budget and `bench/budgets.bench.ts`
// prints the table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;

/**
 * What the build enforces: a ceiling a little above today's sizes, so nothing grows unnoticed.
 * `TARGETS` holds the goal where it is lower, and the table prints both. React DOM, React Router and
 * Mantine's style system alone are about 93 KB, so a public page's target is that floor plus its own
 * code (docs/decisions/2026-11-23-page-speed.md).
 */
export const BUDGETS = {
  /** Stylesheets a public page waits for before its first paint. */
  blockingCss: 12 * KB,
  /** Script a public page waits for before its first paint: the boot file (the app starts after). */
  bootJs: 2 * KB,
  /**
   * Everything a public page loads to hydrate, after its first paint. 182 KB since promo codes,
   * receipts and self-cancel added their routes to the entry (docs/decisions/2026-11-27-hydration-budget.md).
   */
  hydrationJs: 182 * KB,
  /** The first panel route after sign-in (the admin dashboard): entry, panel shell and page. */
  panelJs: 200 * KB,
};

export const TARGETS = { ...BUDGETS, hydrationJs: 150 * KB };

/** The layout every public page loads besides the entry and its page. */
export const PUBLIC_LAYOUT = 'app/layouts/public-layout.tsx';

/** The modules the first panel route loads besides the entry. */
export const FIRST_PANEL_MODULES = ['app/layouts/gated-panel.tsx', 'app/routes/admin/events.page.tsx'];

function compressedSize(file) {
  // Quality 11, as the server precompresses built assets (apps/server/src/web/static-assets.ts).
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Every chunk a manifest key loads with it (itself and its static imports), as files. */
function closure(manifest, key, files = new Set(), seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}`);
  if (seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const child of chunk.imports ?? []) closure(manifest, child, files, seen);
  return files;
}

function stylesheets(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => stylesheets(manifest, child, seen)), ...(chunk.css ?? [])];
}

/** Measures a built client folder (apps/web/dist/client). */
export function measureBudgets(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const size = (files) => [...files].reduce((sum, file) => sum + compressedSize(path.join(clientDir, file)), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const pageCss = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((match) => match[1]);
  const boot = /<script type="module" src="\/([^"]+)" id="app-boot"/.exec(html)?.[1];
  if (!entryKey || pageCss.length === 0 || !boot) throw new Error('index.html is not the booted page the build makes');
  const entryFiles = closure(manifest, entryKey);
  const entryCss = new Set(stylesheets(manifest, entryKey));
  // Stylesheets the build merged into the page stylesheet (build/page-boot.ts).
  const merged = JSON.parse(readFileSync(path.join(clientDir, '.vite/page-css.json'), 'utf8'));
  for (const sheet of merged.sheets) entryCss.add(sheet);

  const publicPages = Object.keys(manifest)
    .filter((key) => /^app\/routes\/public\/[^/]+\.page\.tsx$/.test(key) && !key.endsWith('/home.page.tsx'))
    .sort();
  const pages = [undefined, ...publicPages].map((key) => {
    const css = new Set(pageCss);
    const js = new Set(entryFiles);
    for (const module of [PUBLIC_LAYOUT, key ?? 'app/routes/public/home.page.tsx']) {
      for (const file of stylesheets(manifest, module)) if (!entryCss.has(file)) css.add(file);
      for (const file of closure(manifest, module)) js.add(file);
    }
    return {
      page: key ? key.slice('app/routes/public/'.length, -'.page.tsx'.length) : 'home',
      blockingCss: size(css),
      hydrationJs: size(js),
    };
  });

  const panel = new Set(entryFiles);
  for (const key of FIRST_PANEL_MODULES) for (const file of closure(manifest, key)) panel.add(file);
  return { pages, bootJs: size([boot]), panelJs: size(panel) };
}

/** The budgets a measurement exceeds, as sentences; empty when all hold. */
export function overBudget(measured, budgets = BUDGETS) {
  const over = [];
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  for (const page of measured.pages) {
    if (page.blockingCss > budgets.blockingCss) {
      over.push(`${page.page}: render-blocking CSS ${kb(page.blockingCss)} > ${kb(budgets.blockingCss)}`);
    }
    if (page.hydrationJs > budgets.hydrationJs) {
      over.push(`${page.page}: hydration JS ${kb(page.hydrationJs)} > ${kb(budgets.hydrationJs)}`);
    }
  }
  if (measured.bootJs > budgets.bootJs) over.push(`boot JS ${kb(measured.bootJs)} > ${kb(budgets.bootJs)}`);
  if (measured.panelJs > budgets.panelJs)
    over.push(`first panel route JS ${kb(measured.panelJs)} > ${kb(budgets.panelJs)}`);
  return over;
}

/** The measurement as a table for people. */
export function formatBudgets(measured, budgets = BUDGETS, targets = TARGETS) {
  const kb = (bytes) => (bytes / KB).toFixed(1).padStart(6);
  const lines = [
    `budget / target in KB; hydration JS and the panel route are still above their targets`,
    `${'page'.padEnd(18)} blocking CSS (≤ ${budgets.blockingCss / KB})  hydration JS (≤ ${budgets.hydrationJs / KB} / ${targets.hydrationJs / KB})`,
  ];
  for (const page of measured.pages) {
    lines.push(`${page.page.padEnd(18)} ${kb(page.blockingCss)} KB${' '.repeat(14)}${kb(page.hydrationJs)} KB`);
  }
  lines.push(`boot JS before first paint and input: ${kb(measured.bootJs)} KB (≤ ${budgets.bootJs / KB})`);
  lines.push(
    `first panel route JS:                 ${kb(measured.panelJs)} KB (≤ ${budgets.panelJs / KB} / ${targets.panelJs / KB})`,
  );
  lines.push('sizes are brotli-compressed, as served');
  return lines.join('\n');
}
