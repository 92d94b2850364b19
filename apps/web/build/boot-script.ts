/**
 * The page's boot script, emitted as its own small file. As a module it runs once the HTML is parsed
 * and the page's stylesheet has arrived, and only then requests the app: the entry and its chunks
 * (listed in the script element's data attributes), at low priority. So the server's HTML and its one
 * stylesheet are all a visitor waits for, nothing competes with them for the connection, and the
 * window's load event still waits for the app (docs/decisions/2026-11-23-page-speed.md). Same-origin,
 * so the Content Security Policy stays `script-src 'self'`.
 */
export const BOOT_ID = 'app-boot';

export const BOOT_SCRIPT = `const boot = document.getElementById('${BOOT_ID}');
// One insertion for all of them: each separate one costs the browser a pass over the head.
const elements = document.createDocumentFragment();
function add(tag, props) {
  elements.appendChild(Object.assign(document.createElement(tag), props));
}
add('script', { type: 'module', src: boot.dataset.entry, crossOrigin: '', fetchPriority: 'low' });
for (const href of (boot.dataset.preload || '').split(' ')) {
  if (href) add('link', { rel: 'modulepreload', href, crossOrigin: '', fetchPriority: 'low' });
}
document.head.appendChild(elements);
`;
