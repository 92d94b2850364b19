import type { PanelNav } from './section-types';

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The sidebar item to mark active (docs/product.md, Panels and their gates): the exact path match, or
 * else the longest item whose path is a prefix of the current one, leaving out the panel's dashboard
 * item (its `rootPath`), which only matches exactly.
 */
export function activeNavPath(pathname: string, panel: Pick<PanelNav, 'sections' | 'rootPath'>): string | null {
  const current = trimSlash(pathname);
  const paths = panel.sections.map((section) => section.path);
  if (paths.includes(current)) return current;
  let best: string | null = null;
  for (const path of paths) {
    if (path === panel.rootPath || !current.startsWith(`${path}/`)) continue;
    if (!best || path.length > best.length) best = path;
  }
  return best;
}
