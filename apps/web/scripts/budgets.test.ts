import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGETS, measureBudgets, overBudget } from './budgets.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built client folder whose files are random bytes (brotli cannot shrink them) of the given sizes. */
function fakeBuild(sizes: { pageCss: number; faqCss: number; entryJs: number; panelJs: number }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  const files: Record<string, number> = {
    'assets/page-a.css': sizes.pageCss,
    'assets/faq-b.css': sizes.faqCss,
    'assets/index-c.js': sizes.entryJs,
    'assets/boot-d.js': 200,
    'assets/faq.page-e.js': 1000,
    'assets/home.page-h.js': 500,
    'assets/public-layout-i.js': 500,
    'assets/gated-panel-f.js': sizes.panelJs,
    'assets/events.page-g.js': 1000,
  };
  for (const [file, size] of Object.entries(files)) writeFileSync(path.join(dir, file), randomBytes(size));
  writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-c.js', isEntry: true },
      'app/routes/public/faq.page.tsx': { file: 'assets/faq.page-e.js', css: ['assets/faq-b.css'] },
      'app/routes/public/home.page.tsx': { file: 'assets/home.page-h.js' },
      'app/layouts/public-layout.tsx': { file: 'assets/public-layout-i.js' },
      'app/layouts/gated-panel.tsx': { file: 'assets/gated-panel-f.js' },
      'app/routes/admin/events.page.tsx': { file: 'assets/events.page-g.js' },
    }),
  );
  writeFileSync(path.join(dir, '.vite/page-css.json'), JSON.stringify({ file: 'assets/page-a.css', sheets: [] }));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<head><link rel="stylesheet" href="/assets/page-a.css"></head><body>' +
      '<script type="module" src="/assets/boot-d.js" id="app-boot" data-entry="/assets/index-c.js"></script></body>',
  );
  return dir;
}

describe('size budgets', () => {
  it('measure what each page blocks on and loads, compressed', () => {
    const measured = measureBudgets(fakeBuild({ pageCss: 4000, faqCss: 2000, entryJs: 50_000, panelJs: 10_000 }));
    const faq = measured.pages.find((page) => page.page === 'faq');
    const home = measured.pages.find((page) => page.page === 'home');
    expect(home?.blockingCss).toBeGreaterThan(4000);
    expect(faq?.blockingCss).toBeGreaterThan(6000);
    expect(faq!.hydrationJs - home!.hydrationJs).toBeGreaterThan(400);
    expect(measured.panelJs).toBeGreaterThan(61_000);
    expect(overBudget(measured)).toEqual([]);
  });

  it('name the page and the budget a build exceeds, and the build check fails', () => {
    const dir = fakeBuild({ pageCss: 4000, faqCss: BUDGETS.blockingCss, entryJs: 50_000, panelJs: BUDGETS.panelJs });
    const over = overBudget(measureBudgets(dir));
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(/^faq: render-blocking CSS \d+\.\d KB > 12\.0 KB$/);
    expect(over[1]).toMatch(/^first panel route JS/);

    const check = spawnSync(process.execPath, [path.join(import.meta.dirname, 'check-budgets.mjs'), dir], {
      encoding: 'utf8',
    });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('Over budget');
  });
});
