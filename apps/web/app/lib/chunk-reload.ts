/** How long after one reload a second failed chunk load shows its error instead of reloading again. */
const AGAIN_AFTER_MS = 60_000;
const KEY = 'meridian:chunk-reload';

/**
 * After a deploy, a page loaded from the previous build may ask for a code file the new build no
 * longer has (docs/deploy.md, Upgrades). Vite reports that as `vite:preloadError`: the page then
 * reloads once, getting the new build's HTML and files. A second failure within a minute is not a
 * deploy, so it is left to show as an error rather than reload in a loop.
 */
export function reloadOnceOnFailedChunkLoad(target: Window = window, storage: Storage = window.sessionStorage): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (Date.now() - last < AGAIN_AFTER_MS) return;
    storage.setItem(KEY, String(Date.now()));
    event.preventDefault();
    target.location.reload();
  });
}
