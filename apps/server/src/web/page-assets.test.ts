import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageAssets } from './page-assets';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function clientDir(manifest?: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-styles-'));
  dirs.push(dir);
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_Button.js'] },
  '_Button.js': { file: 'assets/Button.js', css: ['assets/Button.css'] },
  '_Input.js': { file: 'assets/Input.js', css: ['assets/Input.css'], imports: ['_Button.js'] },
  'app/routes/public/login.page.tsx': {
    file: 'assets/login.js',
    css: ['assets/login.css'],
    imports: ['_Input.js', '_Button.js'],
  },
  'app/routes/public/about.page.tsx': { file: 'assets/about.js', imports: ['_Button.js'] },
};

describe('page assets', () => {
  it("name a lazy page's stylesheets and scripts after those of the chunks it imports, leaving out the entry's", async () => {
    const assetsFor = await createPageAssets(clientDir(manifest));
    expect(assetsFor(['app/layouts/public-layout.tsx', 'app/routes/public/login.page.tsx'])).toEqual({
      styles: '<link rel="stylesheet" href="/assets/Input.css"><link rel="stylesheet" href="/assets/login.css">',
      scripts: ['/assets/Input.js', '/assets/login.js'],
    });
  });

  it('add nothing for a page whose code is all in the entry, or without a build manifest', async () => {
    expect((await createPageAssets(clientDir(manifest)))(['app/routes/public/about.page.tsx'])).toEqual({
      styles: '',
      scripts: ['/assets/about.js'],
    });
    expect((await createPageAssets(clientDir()))(['app/routes/public/login.page.tsx'])).toEqual({
      styles: '',
      scripts: [],
    });
  });
});
