import type { ServedCreative } from '@meridian/contracts/billboard';
import { CREATIVE_MESSAGES } from '@meridian/contracts/billboard-creatives';
import { MAX_ID } from '@meridian/contracts/fields';
import type { StoragePort } from '../../adapters/storage/storage';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toCsv } from '../../lib/csv';
import { dailyVisitorHash, isKnownBot } from '../../lib/visitor';
import { creativesRepository as repo, type CreativeRecord } from './creatives.repository';
import { CREATIVE_STATS_COLUMNS, creativeView } from './creatives.views';

const IMPRESSION_CONTEXT = 'billboard.impression';
const CLICK_CONTEXT = 'billboard.click';
const VISITOR_CONTEXT = 'billboard.visitor-salt';
/** Where a click link goes when it may not lead to its creative's reviewed target. */
const HOME = '/';

/** How many creatives take turns in a slot at once (the least seen today, when more are servable). */
export const ROTATION_SIZE = 6;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * What a click link signs: the creative and the version of its reviewed target. Version 0, links
 * published before reviewed targets were recorded, signed the id alone; they keep working.
 */
function clickData(id: number, version: number): string {
  return version === 0 ? String(id) : `${id}.${version}`;
}

/** The reviewed-target version `signature` was made for (the current one or an earlier one), or undefined. */
function signedVersion(row: CreativeRecord, signature: string, secrets: Secrets): number | undefined {
  for (let version = row.reviewedTargetVersion; version >= 0; version -= 1) {
    if (secrets.verify(clickData(row.id, version), CLICK_CONTEXT, signature)) return version;
  }
  return undefined;
}

export interface CreativeServingDeps {
  orm: Orm;
  storage: StoragePort;
  secrets: Secrets;
  now: () => Date;
}

/**
 * Approved creatives on public pages: the slot's rotation, an impression counted when a slot is
 * seen, a click through a redirect to the creative's reviewed target, and the daily statistics
 * (docs/product.md, Digital billboard).
 */
export function createCreativeServing(deps: CreativeServingDeps) {
  const { orm, storage, secrets } = deps;
  /** The public API's rotation: each request takes the next turn. */
  let apiTurn = 0;

  /** The click link of a creative's reviewed target (docs/product.md, Digital billboard). */
  function clickUrl(row: CreativeRecord): string {
    return `/b/${row.id}/${secrets.sign(clickData(row.id, row.reviewedTargetVersion), CLICK_CONTEXT)}`;
  }

  /** Counted once per visitor, creative and day; bots never. */
  async function count(id: number, at: Date, kind: 'impression' | 'click', visitor: { ip: string; userAgent: string }) {
    const day = utcDay(at);
    return repo.count(
      orm,
      id,
      day,
      kind,
      dailyVisitorHash(secrets, VISITOR_CONTEXT, day, visitor.ip, visitor.userAgent),
    );
  }

  return {
    /**
     * What a public page's billboard slot may show, in rotation order (docs/product.md, Digital
     * billboard, Rotation): up to ROTATION_SIZE servable creatives, those seen least today first;
     * `turn` rotates the list, so the slot (which shows the first) gives each its turn. Pages pass
     * the turn of their cached variant; the public API takes turns per request.
     */
    async served(turn?: number): Promise<ServedCreative[]> {
      const at = deps.now();
      const rows = await repo.servable(orm, at, utcDay(at), ROTATION_SIZE);
      const start = rows.length === 0 ? 0 : (turn ?? apiTurn++) % rows.length;
      return [...rows.slice(start), ...rows.slice(0, start)].map((row) => ({
        id: row.id,
        format: row.format as ServedCreative['format'],
        headline: row.headline,
        line: row.line,
        altText: row.altText,
        images: creativeView(row, storage).images,
        clickUrl: clickUrl(row),
        impressionToken: `${row.id}.${secrets.sign(String(row.id), IMPRESSION_CONTEXT)}`,
        displayHost: new URL(row.reviewedTargetUrl ?? row.targetUrl).hostname.replace(/^www\./, ''),
      }));
    },

    /** The beacon of a slot that was seen: counted once per visitor, creative and day; bots never. */
    async impression(token: string, visitor: { ip: string; userAgent: string }): Promise<{ counted: boolean }> {
      const [idText = '', signature = ''] = token.split('.');
      const id = Number(idText);
      if (!Number.isInteger(id) || id < 1 || !secrets.verify(idText, IMPRESSION_CONTEXT, signature)) {
        throw new AppError('NOT_FOUND', CREATIVE_MESSAGES.notFound);
      }
      if (!visitor.userAgent || isKnownBot(visitor.userAgent)) return { counted: false };
      const at = deps.now();
      if (!(await repo.isServable(orm, id, at))) return { counted: false };
      return { counted: await count(id, at, 'impression', visitor) };
    },

    /**
     * A click (docs/product.md, Digital billboard): the signed path names the creative and the
     * version of its reviewed target. The visitor goes to that reviewed target while the creative is
     * approved, its plan running and the link signed for the target reviewed last; any other link
     * of ours goes to the home page, never to an address no admin approved. Counted once per
     * visitor and day; a signature that was never ours is a 404.
     */
    async click(idText: string, signature: string, visitor: { ip: string; userAgent: string }): Promise<string> {
      const id = Number(idText);
      const row = /^\d{1,10}$/.test(idText) && id <= MAX_ID ? await repo.byId(orm, id) : undefined;
      const version = row ? signedVersion(row, signature, secrets) : undefined;
      if (!row || version === undefined) throw new AppError('NOT_FOUND', CREATIVE_MESSAGES.notFound);
      const at = deps.now();
      const target = row.reviewedTargetUrl;
      if (target === null || version !== row.reviewedTargetVersion || !(await repo.isServable(orm, id, at))) {
        return HOME;
      }
      if (visitor.userAgent && !isKnownBot(visitor.userAgent)) await count(id, at, 'click', visitor);
      return target;
    },

    stats: (ownerId: number | null) => repo.days(orm, ownerId),

    /** The same days as CSV (day, creative, impressions, clicks, click-through rate). */
    statsCsv: async (ownerId: number | null) => toCsv(CREATIVE_STATS_COLUMNS, await repo.days(orm, ownerId)),

    /** Housekeeping: who was counted is kept for today and yesterday only. */
    prune: (): Promise<number> => repo.pruneSeen(orm, utcDay(new Date(deps.now().getTime() - 86_400_000))),
  };
}
