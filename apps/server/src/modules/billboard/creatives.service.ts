import type { creativeInputSchema, reviewCreativeSchema } from '@meridian/contracts/billboard';
import {
  CREATIVE_MESSAGES,
  type AdminCreative,
  type Creative,
  type CreativeDay,
  type CreativeStatus,
  type ServedCreative,
} from '@meridian/contracts/billboard';
import { MAX_ID } from '@meridian/contracts/fields';
import type { z } from 'zod';
import type { StoragePort } from '../../adapters/storage/storage';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Secrets } from '../../core/secrets/secrets.service';
import { createUploads } from '../../core/uploads/uploads';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { dailyVisitorHash, isKnownBot } from '../../lib/visitor';
import { bannerSource, SLOT_RENDITIONS } from './creative-images.rules';
import { creativesRepository as repo, type CreativeRecord } from './creatives.repository';

type CreativeInput = z.output<typeof creativeInputSchema>;
type Review = z.output<typeof reviewCreativeSchema>;

const IMPRESSION_CONTEXT = 'billboard.impression';
const CLICK_CONTEXT = 'billboard.click';
const VISITOR_CONTEXT = 'billboard.visitor-salt';
/** Where a click link goes when it may not lead to its creative's reviewed target. */
const HOME = '/';

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

/** Statuses an admin may approve from. */
const APPROVABLE: readonly string[] = ['pending', 'paused'];

/** Whether an edit changes what visitors would see (so it must be reviewed again). */
function contentChanged(
  current: CreativeRecord,
  next: Pick<CreativeRecord, 'format' | 'headline' | 'line' | 'altText' | 'targetUrl' | 'images'>,
): boolean {
  const keys = ['format', 'headline', 'line', 'altText', 'targetUrl'] as const;
  return (
    keys.some((key) => (current[key] ?? null) !== (next[key] ?? null)) ||
    JSON.stringify(current.images) !== JSON.stringify(next.images)
  );
}

export interface CreativesDeps {
  orm: Orm;
  storage: StoragePort;
  secrets: Secrets;
  publicContent: PublicContent;
  /** Approvals, rejections and pauses are audit entries, in the transaction of the change. */
  audit: AuditTrail;
  now: () => Date;
  /** The display name of a user, for the admin's queue. */
  nameOf: (userId: number) => Promise<string>;
}

const STATS_COLUMNS: CsvColumn<CreativeDay>[] = [
  { header: 'Day', value: (d) => d.day },
  { header: 'Creative', value: (d) => d.name },
  { header: 'Impressions', value: (d) => d.impressions },
  { header: 'Clicks', value: (d) => d.clicks },
  { header: 'CTR %', value: (d) => (d.impressions > 0 ? ((100 * d.clicks) / d.impressions).toFixed(2) : '0.00') },
];

const REVIEW_ACTIONS = {
  approve: 'creative.approved',
  reject: 'creative.rejected',
  pause: 'creative.paused',
} as const;

/** How many creatives take turns in a slot at once (the least seen today, when more are servable). */
export const ROTATION_SIZE = 6;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Creatives: advertisers upload and submit them, admins approve, reject (with a reason the
 * advertiser sees) or pause them, and public pages show those that may be served, counting an
 * impression when a slot is seen and a click through a redirect to the creative's own URL
 * (docs/product.md, Digital billboard).
 */
export function createCreativesService(deps: CreativesDeps) {
  const { orm, storage, secrets } = deps;
  const uploads = createUploads(storage, deps.now);
  /** The public API's rotation: each request takes the next turn. */
  let apiTurn = 0;

  function toCreative(row: CreativeRecord): Creative {
    return {
      id: row.id,
      format: row.format as Creative['format'],
      name: row.name,
      headline: row.headline,
      line: row.line,
      altText: row.altText,
      targetUrl: row.targetUrl,
      images: Object.fromEntries(Object.entries(row.images).map(([slot, key]) => [slot, storage.publicUrl(key)])),
      status: row.status as CreativeStatus,
      rejectionReason: row.rejectionReason,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function load(id: number): Promise<CreativeRecord> {
    const row = await repo.byId(orm, id);
    if (!row) throw new AppError('NOT_FOUND', CREATIVE_MESSAGES.notFound);
    return row;
  }

  async function fields(ownerId: number, input: CreativeInput, current?: CreativeRecord) {
    const images =
      input.format === 'image' && input.uploadKey
        ? await uploads.renditions(bannerSource(ownerId), input.uploadKey, SLOT_RENDITIONS)
        : input.format === 'image'
          ? current?.images
          : {};
    if (input.format === 'image' && (!images || Object.keys(images).length === 0)) {
      throw new AppError('VALIDATION', CREATIVE_MESSAGES.image, [
        { path: 'uploadKey', message: CREATIVE_MESSAGES.image },
      ]);
    }
    return {
      format: input.format,
      name: input.name,
      headline: input.format === 'text' ? (input.headline ?? null) : null,
      line: input.format === 'text' ? (input.line ?? null) : null,
      altText: input.format === 'image' ? (input.altText ?? null) : null,
      targetUrl: input.targetUrl,
      images: images ?? {},
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    };
  }

  /** Applies a change that may alter what public pages show, moving the version in the same transaction. */
  async function changeShown(write: (db: Orm) => Promise<CreativeRecord | undefined>) {
    return inTransaction(orm, async (db) => {
      const row = await write(db);
      if (row) await deps.publicContent.changed(db);
      return row;
    });
  }

  /** The click link of a creative's reviewed target (docs/product.md, Digital billboard). */
  function clickUrl(row: CreativeRecord): string {
    return `/b/${row.id}/${secrets.sign(clickData(row.id, row.reviewedTargetVersion), CLICK_CONTEXT)}`;
  }

  return {
    ownerOf: (id: number) => repo.ownerOf(orm, id),

    /** Where the advertiser's browser uploads a banner's source. */
    presignUpload: (ownerId: number, input: { contentType: string; sizeBytes: number }) =>
      uploads.issue(bannerSource(ownerId), input),

    list: async (ownerId: number) => (await repo.listOf(orm, ownerId)).map(toCreative),

    get: async (id: number) => toCreative(await load(id)),

    async create(ownerId: number, input: CreativeInput): Promise<Creative> {
      return toCreative(await repo.insert(orm, { ownerId, status: 'draft', ...(await fields(ownerId, input)) }));
    },

    /**
     * An edit. A change to what visitors see (format, text, image, link) sends a creative that was
     * submitted, approved, paused or rejected back to review at once (a draft stays a draft); a
     * change of name or schedule alone keeps its status, so an approved creative can be rescheduled
     * without leaving the site.
     */
    async update(id: number, input: CreativeInput): Promise<Creative> {
      const current = await load(id);
      const next = await fields(current.ownerId, input, current);
      const resubmit = current.status !== 'draft' && contentChanged(current, next);
      const row = await changeShown((db) =>
        repo.update(db, id, [current.status], {
          ...next,
          ...(resubmit ? { status: 'pending', rejectionReason: null } : {}),
        }),
      );
      if (!row) throw new AppError('CONFLICT', CREATIVE_MESSAGES.changed);
      return toCreative(row);
    },

    async submit(id: number): Promise<Creative> {
      const row = await repo.update(orm, id, ['draft', 'rejected'], { status: 'pending', rejectionReason: null });
      if (!row) throw new AppError('CONFLICT', CREATIVE_MESSAGES.notSubmittable);
      return toCreative(row);
    },

    async adminList(status?: CreativeStatus): Promise<AdminCreative[]> {
      const rows = await repo.list(orm, status);
      const names = new Map<number, string>();
      for (const row of rows) if (!names.has(row.ownerId)) names.set(row.ownerId, await deps.nameOf(row.ownerId));
      return rows.map((row) => ({ ...toCreative(row), ownerId: row.ownerId, ownerName: names.get(row.ownerId) ?? '' }));
    },

    /**
     * Approve (pending or paused; when the admin names the target they saw, only while it still
     * links there), reject with a reason (pending or approved), or pause at once (approved).
     */
    async review(id: number, review: Review): Promise<AdminCreative> {
      const before = await load(id);
      const at = deps.now();
      const row = await changeShown(async (db) => {
        const changed = await (review.decision === 'approve'
          ? repo.approve(db, id, APPROVABLE, at, review.targetUrl)
          : review.decision === 'reject'
            ? repo.update(db, id, ['pending', 'approved', 'paused'], {
                status: 'rejected',
                rejectionReason: review.reason,
                reviewedAt: at,
              })
            : repo.update(db, id, ['approved'], { status: 'paused', reviewedAt: at }));
        if (changed) {
          await deps.audit.record(db, {
            action: REVIEW_ACTIONS[review.decision],
            subject: { type: 'creative', id, label: changed.name },
            before: { status: before.status },
            after: {
              status: changed.status,
              targetUrl: changed.targetUrl,
              reason: review.decision === 'reject' ? review.reason : undefined,
            },
          });
        }
        return changed;
      });
      if (!row) {
        const latest = await load(id);
        if (
          review.decision === 'approve' &&
          APPROVABLE.includes(latest.status) &&
          latest.targetUrl !== review.targetUrl
        ) {
          throw new AppError('CONFLICT', CREATIVE_MESSAGES.changedWhileReviewed);
        }
        throw new AppError(
          'CONFLICT',
          `This creative is ${latest.status}; it cannot be ${review.decision === 'approve' ? 'approved' : review.decision === 'reject' ? 'rejected' : 'paused'}.`,
        );
      }
      return { ...toCreative(row), ownerId: row.ownerId, ownerName: await deps.nameOf(row.ownerId) };
    },

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
        images: toCreative(row).images,
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
      const day = utcDay(at);
      const hash = dailyVisitorHash(secrets, VISITOR_CONTEXT, day, visitor.ip, visitor.userAgent);
      return { counted: await repo.count(orm, id, day, 'impression', hash) };
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
      if (visitor.userAgent && !isKnownBot(visitor.userAgent)) {
        const day = utcDay(at);
        await repo.count(
          orm,
          id,
          day,
          'click',
          dailyVisitorHash(secrets, VISITOR_CONTEXT, day, visitor.ip, visitor.userAgent),
        );
      }
      return target;
    },

    stats: (ownerId: number | null) => repo.days(orm, ownerId),

    /** The same days as CSV (day, creative, impressions, clicks, click-through rate). */
    statsCsv: async (ownerId: number | null) => toCsv(STATS_COLUMNS, await repo.days(orm, ownerId)),

    /** Housekeeping: who was counted is kept for today and yesterday only. */
    prune: (): Promise<number> => repo.pruneSeen(orm, utcDay(new Date(deps.now().getTime() - 86_400_000))),
  };
}
export type CreativesService = ReturnType<typeof createCreativesService>;
