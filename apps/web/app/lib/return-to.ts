import { landingPath, type RoleName } from '@meridian/contracts/roles';

/**
 * Where a visitor sent to sign in was going (docs/decisions/2026-11-27-sign-in-return.md): a panel's
 * gate sends a signed-out visitor to `/login?returnTo=/admin/dashboard/blog?id=7`, and after signing
 * in they land there when they may see it, else on their usual landing page.
 */
export const RETURN_TO_PARAM = 'returnTo';

/** `target` (a path, maybe with a query) carrying where the visitor was going. */
export function withReturnTo(target: string, returnTo: string): string {
  const url = new URL(target, 'http://return.invalid');
  url.searchParams.set(RETURN_TO_PARAM, returnTo);
  return `${url.pathname}${url.search}`;
}

/** Where a panel lives and who may open it (components/panels/panel-definitions.ts). */
export interface PanelAccess {
  basePath: string;
  role: RoleName;
}

/**
 * The page to go to after signing in: `requested` when it is a path on this site other than the
 * sign-in page and, inside a panel, the user holds that panel's role; else the landing page of
 * their roles. Anything else (another site, `//host`, a panel they may not open) is ignored.
 */
export function destinationAfterSignIn(
  requested: string | null,
  roles: readonly RoleName[],
  panels: readonly PanelAccess[],
): string {
  const landing = landingPath(roles);
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.includes('\\')) {
    return landing;
  }
  const origin = 'http://return.invalid';
  const url = new URL(requested, origin);
  if (url.origin !== origin || url.pathname === '/login') return landing;
  const panel = panels.find(({ basePath }) => url.pathname === basePath || url.pathname.startsWith(`${basePath}/`));
  if (panel && !roles.includes(panel.role)) return landing;
  return `${url.pathname}${url.search}${url.hash}`;
}
