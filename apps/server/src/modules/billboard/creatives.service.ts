import type { reviewCreativeSchema } from '@meridian/contracts/billboard';
import type { creativeInputSchema } from '@meridian/contracts/billboard-creatives';
import type { AdminCreative } from '@meridian/contracts/billboard';
import { CREATIVE_MESSAGES, type Creative, type CreativeStatus } from '@meridian/contracts/billboard-creatives';
import type { z } from 'zod';
import type { StoragePort } from '../../adapters/storage/storage';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Secrets } from '../../core/secrets/secrets.service';
import { createUploads } from '../../core/uploads/uploads';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { bannerSource, SLOT_RENDITIONS } from './creative-images.rules';
import { createCreativeServing } from './creative-serving.service';
import { creativesRepository as repo, type CreativeRecord } from './creatives.repository';
import { creativeView } from './creatives.views';

type CreativeInput = z.output<typeof creativeInputSchema>;
type Review = z.output<typeof reviewCreativeSchema>;

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

const REVIEW_ACTIONS = {
  approve: 'creative.approved',
  reject: 'creative.rejected',
  pause: 'creative.paused',
} as const;

/**
 * Creatives: advertisers upload and submit them, admins approve, reject (with a reason the
 * advertiser sees) or pause them, and public pages show those that may be served, counting an
 * impression when a slot is seen and a click through a redirect to the creative's own URL
 * (docs/product.md, Digital billboard; the serving side is creative-serving.service.ts).
 */
export function createCreativesService(deps: CreativesDeps) {
  const { orm, storage } = deps;
  const uploads = createUploads(storage, deps.now);

  const toCreative = (row: CreativeRecord): Creative => creativeView(row, storage);

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

    ...createCreativeServing(deps),
  };
}
export type CreativesService = ReturnType<typeof createCreativesService>;
