import { existsSync } from 'node:fs';

/**
 * Chromium for the end-to-end tests: CHROME_PATH, else Debian's headless shell (the old headless
 * mode, what Playwright itself runs headless: the suite took about 40 % less time and half the CPU
 * than with the full browser, docs/testing.md), else Debian's full Chromium, else Playwright's own.
 * `{ fullBrowser: true }` skips the shell, for a spec that needs what only the full browser has
 * (its back/forward cache).
 */
export async function findChromium({ fullBrowser = false } = {}) {
  const shell = fullBrowser ? [] : ['/usr/bin/chromium-headless-shell'];
  const candidates = [process.env.CHROME_PATH, ...shell, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const { chromium } = await import('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core has no browser of its own here
  }
  return undefined;
}

/** Flags for headless Chromium on a machine without internet (shared with bench/lighthouse.bench.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const NO_BROWSER_MESSAGE = [
  'No Chromium found for the end-to-end tests.',
  'Install one, then run npm test again:',
  '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
  '  or point CHROME_PATH at an existing Chrome/Chromium binary.',
].join('\n');
