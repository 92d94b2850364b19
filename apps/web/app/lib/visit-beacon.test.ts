import { VISIT_BEACON_PATH, visitBeaconSchema } from '@meridian/contracts/kpi';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BeaconModule from './visit-beacon';

type Beacon = typeof BeaconModule;

interface FakeTab {
  win: Window;
  /** What went by sendBeacon, its blob read as JSON. */
  sent: () => Promise<{ url: string; body: unknown }[]>;
  fetched: { url: string; init: RequestInit }[];
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const file = new FileReader();
    file.onload = () => resolve(String(file.result));
    file.readAsText(blob);
  });
}

/** A browser tab: its referrer, its privacy signals and whether sendBeacon takes the request. */
function tab({
  referrer = '',
  doNotTrack = null as string | null,
  gpc = undefined as boolean | undefined,
  beaconAccepts = true,
} = {}): FakeTab {
  const beacons: { url: string; blob: Blob }[] = [];
  const fetched: FakeTab['fetched'] = [];
  const navigator = {
    doNotTrack,
    globalPrivacyControl: gpc,
    sendBeacon: (url: string, blob: Blob) => {
      beacons.push({ url, blob });
      return beaconAccepts;
    },
  };
  const win = {
    navigator,
    document: { referrer },
    location: { origin: 'https://meridian.example' },
    fetch: (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    },
  } as unknown as Window;
  const sent = () =>
    Promise.all(beacons.map(async ({ url, blob }) => ({ url, body: JSON.parse(await readBlob(blob)) as unknown })));
  return { win, sent, fetched };
}

/** A fresh module per test: the landing source lives for the tab (the module) only. */
let beacon: Beacon;
beforeEach(async () => {
  vi.resetModules();
  beacon = await import('./visit-beacon');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the visit beacon', () => {
  it('sends each page with the landing referrer and UTM tags, which the contract accepts', async () => {
    const { win, sent } = tab({ referrer: 'https://news.example.org/markets/today?id=7' });
    beacon.sendVisit('/about', '?utm_source=newsletter&utm_medium=email&utm_campaign=fall&ref=4', win);
    beacon.sendVisit('/pricing', '', win);
    await settle();
    const landing = {
      referrer: 'https://news.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall',
    };
    expect(await sent()).toEqual([
      { url: VISIT_BEACON_PATH, body: { path: '/about', ...landing } },
      { url: VISIT_BEACON_PATH, body: { path: '/pricing', ...landing } },
    ]);
    for (const { body } of await sent()) expect(visitBeaconSchema.safeParse(body).success).toBe(true);
    expect(beacon.landingSource()).toEqual(landing);
  });

  it('keeps no referrer from our own site and no empty tags', async () => {
    const { win, sent } = tab({ referrer: 'https://meridian.example/blog' });
    beacon.sendVisit('/rsvp', '?utm_source=&x=1', win);
    await settle();
    expect(await sent()).toEqual([{ url: VISIT_BEACON_PATH, body: { path: '/rsvp' } }]);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { gpc: true }],
  ])('sends nothing under %s', async (_name, signals) => {
    const { win, sent, fetched } = tab({ referrer: 'https://news.example.org/', ...signals });
    beacon.sendVisit('/about', '?utm_source=x', win);
    await settle();
    expect(await sent()).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('falls back to a keepalive fetch when the browser does not take the beacon', async () => {
    const { win, fetched } = tab({ beaconAccepts: false });
    beacon.sendVisit('/faq', '', win);
    await settle();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.url).toBe(VISIT_BEACON_PATH);
    expect(fetched[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(fetched[0]!.init.body))).toEqual({ path: '/faq' });
  });

  it('sends a signed-in visitor’s page view with their token, so the server can leave staff out', async () => {
    const { win, sent, fetched } = tab();
    beacon.sendVisit('/about', '', win, () => Promise.resolve('access-token'));
    await settle();
    expect(await sent()).toEqual([]);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.init.headers).toMatchObject({ Authorization: 'Bearer access-token' });
    expect(JSON.parse(String(fetched[0]!.init.body))).toEqual({ path: '/about' });
  });

  it('stores nothing in cookies or storage', async () => {
    const { win } = tab({ referrer: 'https://news.example.org/' });
    beacon.sendVisit('/about', '?utm_campaign=fall', win);
    await settle();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
