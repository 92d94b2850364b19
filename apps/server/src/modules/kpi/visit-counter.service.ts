import type { VisitBeacon } from '@meridian/contracts/kpi';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import { dailyVisitorHash, isKnownBot, landingSource } from '../../lib/visitor';
import { visitsRepository } from './visits.repository';

const SALT_CONTEXT = 'kpi.visitor-salt';

export interface VisitCounterDeps {
  orm: Orm;
  now: () => Date;
  secrets: Secrets;
  publicUrl: string;
}

/** What the beacon's request says besides its body; the slower checks are asked only when needed. */
export interface BeaconRequest {
  beacon: VisitBeacon;
  ip: string;
  userAgent: string;
  /** `DNT: 1` or `Sec-GPC: 1`. */
  optedOut: boolean;
  /** Whether the request is signed in as staff (any role). */
  staff: () => Promise<boolean>;
  /** The affiliate a valid referral cookie names, else null. */
  affiliate: () => Promise<number | null>;
}

/**
 * First-party visit counting (docs/product.md, KPI and visit counting): one row per page view, no
 * IP address and no cookie of our own; DNT/GPC, bots and signed-in staff are not counted.
 */
export function createVisitCounter(deps: VisitCounterDeps) {
  const hashOf = (day: string, ip: string, userAgent: string) =>
    dailyVisitorHash(deps.secrets, SALT_CONTEXT, day, ip, userAgent);
  const utcDay = (at: Date) => at.toISOString().slice(0, 10);

  return {
    /** Today's visitor hash of an address and browser (the beacon's rate-limit key). */
    visitorKey: (ip: string, userAgent: string) => hashOf(utcDay(deps.now()), ip, userAgent),

    /** Records the page view unless it must not count; answers whether it was counted. */
    async count(request: BeaconRequest): Promise<boolean> {
      const { beacon, ip, userAgent } = request;
      if (request.optedOut || userAgent.trim() === '' || isKnownBot(userAgent)) return false;
      if (await request.staff()) return false;
      const at = deps.now();
      const day = utcDay(at);
      await visitsRepository.insert(deps.orm, {
        day,
        occurredAt: at,
        path: beacon.path.split(/[?#]/, 1)[0] || '/',
        visitorHash: hashOf(day, ip, userAgent),
        ...landingSource(beacon, deps.publicUrl),
        affiliateId: await request.affiliate(),
      });
      return true;
    },
  };
}
export type VisitCounter = ReturnType<typeof createVisitCounter>;
