import { VISIT_BEACON_PATH, type VisitBeacon } from '@meridian/contracts/kpi';
import { currentAccessToken, hasStoredIdentitySession } from './auth/amplify';

/** Where the visitor came from: the landing page's referring site and UTM tags. */
export type LandingSource = Omit<VisitBeacon, 'path'>;

const UTM_PARAMS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/** The page the RSVP form counts as (the funnel's "Opened the RSVP form", docs/product.md, KPI and visit counting). */
export const RSVP_FORM_PATH = '/rsvp';

// Kept for the tab's life in memory only: no cookie, no storage (docs/product.md, KPI and visit counting).
let landing: LandingSource | null = null;

/**
 * The source of a landing page: the referring site (its origin only, and only when it is another
 * site) and the `utm_*` tags of its address.
 */
export function landingFrom(search: string, referrer: string, ownOrigin: string): LandingSource {
  const source: LandingSource = {};
  try {
    const origin = referrer ? new URL(referrer).origin : null;
    if (origin && origin !== 'null' && origin !== ownOrigin) source.referrer = origin;
  } catch {
    // Not an address: no referring site.
  }
  const params = new URLSearchParams(search);
  for (const [field, name] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, string][]) {
    const value = params.get(name)?.trim();
    if (value) source[field] = value.slice(0, 100);
  }
  return source;
}

/** The visitor asked not to be tracked: Do Not Track or Global Privacy Control. */
export function trackingRefused(nav: Navigator): boolean {
  return (
    nav.doNotTrack === '1' || (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** The landing source of this tab, for the RSVP request (empty before the first public page). */
export function landingSource(): LandingSource {
  return landing ?? {};
}

/** The access token of a signed-in visitor (the server leaves staff out), without loading sign-in otherwise. */
function signedInToken(): Promise<string | undefined> | undefined {
  return hasStoredIdentitySession() ? currentAccessToken() : undefined;
}

function post(win: Window, body: string, token?: string): void {
  win
    .fetch(VISIT_BEACON_PATH, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      keepalive: true,
    })
    .catch(() => undefined);
}

/**
 * Counts a public page view: the first call of the tab keeps its address's source as the landing
 * source, and every beacon carries it. Nothing is sent when the visitor refuses tracking. The send
 * never holds up the page: sendBeacon, else a keepalive fetch whose failure is ignored; a signed-in
 * visitor's goes as a fetch with their token, so the server can leave staff out.
 */
export function sendVisit(path: string, search: string, win: Window = window, token = signedInToken): void {
  landing ??= landingFrom(search, win.document.referrer, win.location.origin);
  if (trackingRefused(win.navigator)) return;
  const beacon: VisitBeacon = { path: path.slice(0, 500) || '/', ...landing };
  const body = JSON.stringify(beacon);
  const signedIn = token();
  if (signedIn) {
    void signedIn.then((value) => post(win, body, value)).catch(() => post(win, body));
    return;
  }
  try {
    if (win.navigator.sendBeacon?.(VISIT_BEACON_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon: send it as a fetch.
  }
  post(win, body);
}
