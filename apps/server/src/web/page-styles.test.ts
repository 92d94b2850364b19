import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageStyles } from './page-styles';

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

describe('page styles', () => {
  it("link a lazy page's stylesheets after those of the chunks it imports, leaving out the entry's", async () => {
    const stylesFor = await createPageStyles(clientDir(manifest));
    expect(stylesFor(['app/layouts/public-layout.tsx', 'app/routes/public/login.page.tsx'])).toBe(
      '<link rel="stylesheet" href="/assets/Input.css"><link rel="stylesheet" href="/assets/login.css">',
    );
  });

  it('add nothing for a page whose CSS is all in the entry, or without a build manifest', async () => {
    expect((await createPageStyles(clientDir(manifest)))(['app/routes/public/about.page.tsx'])).toBe('');
    expect((await createPageStyles(clientDir()))(['app/routes/public/login.page.tsx'])).toBe('');
  });
});
