/**
 * The page's boot script, emitted as its own small file. It starts the app after the first paint,
 * so the server's HTML and its one stylesheet are all a visitor waits for: the entry and its chunks
 * (listed in the script element's data attributes) are requested once the browser has painted, or
 * after 1.5 s in a tab that is not painting (docs/decisions/2026-11-23-page-speed.md). A module
 * script, so it never blocks parsing and the Content Security Policy stays `script-src 'self'`.
 */
export const BOOT_ID = 'app-boot';

export const BOOT_SCRIPT = `const boot = document.getElementById('${BOOT_ID}');
let started = false;
function add(tag, props) {
  document.head.appendChild(Object.assign(document.createElement(tag), props));
}
function start() {
  if (started) return;
  started = true;
  for (const href of (boot.dataset.preload || '').split(' ')) {
    if (href) add('link', { rel: 'modulepreload', href, crossOrigin: '' });
  }
  add('script', { type: 'module', src: boot.dataset.entry, crossOrigin: '' });
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1500);
`;
