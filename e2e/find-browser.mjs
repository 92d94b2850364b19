import { findChromium, NO_BROWSER_MESSAGE } from './browser-path.mjs';

const path = await findChromium();
if (!path) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}
console.log(`End-to-end tests use ${path}`);
