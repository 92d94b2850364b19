import { existsSync } from 'node:fs';

/** Chromium for the end-to-end tests: CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's own. */
export async function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
  '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
  '  or point CHROME_PATH at an existing Chrome/Chromium binary.',
].join('\n');
