import {
  CAMPAIGN_MESSAGES as M,
  type Campaign,
  type CampaignListQuery,
  type campaignDraftSchema,
  type campaignListQuerySchema,
} from '@meridian/contracts/campaigns';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { mayTouch, type Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { campaignLinks, htmlToText, sanitizeCampaignHtml } from './campaign-html.rules';
import type { AbTests } from './ab-tests.service';
import type { ChannelFor } from './campaign-channels.service';
import type { CampaignContacts, CampaignSenders } from './campaigns.ports';
import {
  campaignsRepository as repo,
  EMPTY_PROGRESS,
  type CampaignRow,
  type CampaignValues,
  type Progress,
} from './campaigns.repository';
import { campaignMessagesRepository } from './campaign-messages.repository';

type DraftOutput = z.output<typeof campaignDraftSchema>;
/** A draft as the contract gives it (callers inside the server may leave out the A/B test: none). */
type Draft = Omit<DraftOutput, 'abTest'> & { abTest?: DraftOutput['abTest'] };
type ListQuery = z.output<typeof campaignListQuerySchema>;

export interface CampaignsServiceDeps {
  orm: Orm;
  now: () => Date;
  contacts: CampaignContacts;
  /** Who a row goes to by its kind (campaign-channels.service.ts). */
  channelFor: ChannelFor;
  senders: CampaignSenders;
  /** Subject-line A/B tests: saved with the draft, split at start. */
  abTests: AbTests;
  /** Asks delivery to run soon (after a commit that made rows due). */
  kick: () => void;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Where a refused audience list is reported: the owner's own lists only (docs/product.md, Ownership). */
const AUDIENCE_LISTS = 'audience.listIds';

/** Where a refused audience segment is reported. */
const AUDIENCE_SEGMENT = 'audience.segmentId';

/** The names an audience shows: its lists' and its segment's (deleted ones are left out). */
export interface AudienceNames {
  lists: ReadonlyMap<number, string>;
  segments: ReadonlyMap<number, string>;
}

/** A campaign as the API shows it; `names` names its audience lists and segment. */
export function toCampaign(
  row: CampaignRow,
  names: AudienceNames,
  progress: Progress = EMPTY_PROGRESS,
  abTest: Campaign['abTest'] = null,
): Campaign {
  const segmentId = row.audience.segmentId ?? null;
  const segmentName = segmentId === null ? undefined : names.segments.get(segmentId);
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    fromAddress: row.fromAddress,
    subject: row.subject,
    preheader: row.preheader,
    html: row.html,
    audience: { listIds: row.audience.listIds, tags: row.audience.tags, segmentId },
    audienceLists: row.audience.listIds.flatMap((id) => {
      const name = names.lists.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    audienceSegment: segmentId === null || segmentName === undefined ? null : { id: segmentId, name: segmentName },
    status: row.status as Campaign['status'],
    sendAt: iso(row.sendAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    progress,
    abTest,
  };
}

function valuesOf(draft: Draft): CampaignValues {
  const html = sanitizeCampaignHtml(draft.html);
  return {
    subject: draft.subject,
    preheader: draft.preheader,
    html,
    text: htmlToText(html),
    audience: {
      listIds: [...new Set(draft.audience.listIds)],
      tags: [...new Set(draft.audience.tags)],
      segmentId: draft.audience.segmentId ?? null,
    },
  };
}

/** What a campaign needs before it can be sent or tested: a body and an audience (422 naming the field). */
function assertSendable(row: CampaignRow, needsAudience: boolean): void {
  const errors = [];
  if (row.text.trim() === '' && !/<img\b/i.test(row.html)) errors.push({ path: 'html', message: M.bodyRequired });
  const { listIds, tags, segmentId } = row.audience;
  if (needsAudience && listIds.length === 0 && tags.length === 0 && !segmentId) {
    errors.push({ path: 'audience', message: M.audienceRequired });
  }
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]?.message ?? M.bodyRequired, errors);
}

export function createCampaignsService(deps: CampaignsServiceDeps) {
  const { orm, now } = deps;

  /** Rows as the API shows them: their progress and their lists' names, in two queries for a page. */
  async function present(rows: CampaignRow[]): Promise<Campaign[]> {
    const ids = rows.map((row) => row.id);
    const segmentIds = rows.flatMap((row) => (row.audience.segmentId ? [row.audience.segmentId] : []));
    const [progress, lists, segments, tests] = await Promise.all([
      repo.progress(orm, ids),
      deps.contacts.listNames(orm, [...new Set(rows.flatMap((row) => row.audience.listIds))]),
      deps.contacts.segmentNames(orm, [...new Set(segmentIds)]),
      deps.abTests.viewsOf(orm, ids),
    ]);
    return rows.map((row) => toCampaign(row, { lists, segments }, progress.get(row.id), tests.get(row.id) ?? null));
  }

  const withProgress = async (row: CampaignRow): Promise<Campaign> => (await present([row]))[0]!;

  /** The campaign if the actor may touch it; the same 404 as a missing one otherwise. */
  async function owned(db: Orm, actor: Actor, id: number, lock = false): Promise<CampaignRow> {
    const row = lock ? await repo.lock(db, id) : await repo.find(db, id);
    // Newsletter issues are the newsletter module's: the campaign endpoints do not see them.
    if (!row || row.kind !== 'campaign' || !mayTouch(actor, row.ownerId)) throw new AppError('NOT_FOUND', M.notFound);
    return row;
  }

  async function save(actor: Actor, id: number, draft: Draft): Promise<Campaign> {
    const values = valuesOf(draft);
    const row = await inTransaction(orm, async (tx) => {
      const current = await owned(tx, actor, id, true);
      await deps.contacts.assertOwnLists(tx, current.ownerId, values.audience.listIds, AUDIENCE_LISTS);
      await deps.contacts.assertOwnSegment(tx, current.ownerId, values.audience.segmentId ?? null, AUDIENCE_SEGMENT);
      const updated = await repo.updateDraft(tx, id, values, now());
      if (!updated) throw new AppError('CONFLICT', M.notEditable);
      await repo.replaceLinks(tx, id, campaignLinks(values.html));
      await deps.abTests.save(tx, id, draft.abTest ?? null);
      return updated;
    });
    return withProgress(row);
  }

  /** Snapshots the audience into one row per recipient and starts sending (inside `db`'s transaction). */
  async function start(db: Orm, row: CampaignRow): Promise<CampaignRow | null> {
    const recipients = await deps.channelFor(row.kind).audience(db, row);
    if (recipients.length === 0) return null;
    await campaignMessagesRepository.insertRecipients(db, row.id, row.ownerId, recipients, now());
    if (row.kind === 'campaign') await deps.abTests.split(db, row.id, recipients.length);
    return repo.update(db, row.id, { status: 'sending', startedAt: now(), updatedAt: now() });
  }

  async function transition(
    actor: Actor,
    id: number,
    from: readonly string[],
    refusal: string,
    change: (db: Orm, row: CampaignRow) => Promise<CampaignRow>,
  ): Promise<Campaign> {
    const row = await inTransaction(orm, async (tx) => {
      const current = await owned(tx, actor, id, true);
      if (!from.includes(current.status)) throw new AppError('CONFLICT', refusal);
      return change(tx, current);
    });
    deps.kick();
    return withProgress(row);
  }

  return {
    ownerOf: (id: number) => repo.ownerOf(orm, id),
    /** Starts a row now (inside `db`'s transaction); null when it has nobody to send to. */
    start,

    async list(actor: Actor, query: ListQuery): Promise<{ items: Campaign[]; nextBefore: number | null }> {
      const ownerId = actor.isAdmin ? query.ownerId : actor.userId;
      const rows = await repo.list(orm, { ...query, ownerId, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return {
        items: await present(page),
        nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async get(actor: Actor, id: number): Promise<Campaign> {
      return withProgress(await owned(orm, actor, id));
    },

    async create(actor: Actor, ownerName: string, draft: Draft): Promise<Campaign> {
      const values = valuesOf(draft);
      const row = await inTransaction(orm, async (tx) => {
        await deps.contacts.assertOwnLists(tx, actor.userId, values.audience.listIds, AUDIENCE_LISTS);
        await deps.contacts.assertOwnSegment(tx, actor.userId, values.audience.segmentId ?? null, AUDIENCE_SEGMENT);
        const inserted = await repo.insert(tx, { ...values, ownerId: actor.userId, ownerName, at: now() });
        await repo.replaceLinks(tx, inserted.id, campaignLinks(values.html));
        await deps.abTests.save(tx, inserted.id, draft.abTest ?? null);
        return inserted;
      });
      return withProgress(row);
    },

    update: save,

    async remove(actor: Actor, id: number): Promise<{ deleted: true }> {
      await owned(orm, actor, id);
      if (!(await repo.deleteDraft(orm, id))) throw new AppError('CONFLICT', M.notDeletable);
      return { deleted: true };
    },

    async send(actor: Actor, id: number, sendAt: Date | undefined): Promise<Campaign> {
      if (sendAt && sendAt.getTime() <= now().getTime()) {
        throw new AppError('VALIDATION', M.sendAtInPast, [{ path: 'sendAt', message: M.sendAtInPast }]);
      }
      const current = await owned(orm, actor, id);
      if (current.status !== 'draft') throw new AppError('CONFLICT', M.cannotSend);
      assertSendable(current, true);
      const sender = await deps.senders.senderFor(current.ownerId);
      if (!sender) throw new AppError('VALIDATION', M.noCredentials);
      await sender.transport.close();
      return transition(actor, id, ['draft'], M.cannotSend, async (tx, row) => {
        const base = { fromAddress: sender.from, updatedAt: now() };
        if (sendAt) return repo.update(tx, row.id, { ...base, status: 'scheduled', sendAt });
        const started = await start(tx, await repo.update(tx, row.id, base));
        if (!started) throw new AppError('VALIDATION', M.noRecipients);
        return started;
      });
    },

    pause: (actor: Actor, id: number) =>
      transition(actor, id, ['scheduled', 'sending'], M.cannotPause, (tx, row) =>
        repo.update(tx, row.id, { status: 'paused', updatedAt: now() }),
      ),

    /** A paused campaign goes on where it was: sending if it had started, else scheduled again. */
    resume: (actor: Actor, id: number) =>
      transition(actor, id, ['paused'], M.cannotResume, (tx, row) =>
        repo.update(tx, row.id, { status: row.startedAt ? 'sending' : 'scheduled', updatedAt: now() }),
      ),

    cancel: (actor: Actor, id: number) =>
      transition(actor, id, ['draft', 'scheduled', 'sending', 'paused'], M.cannotCancel, async (tx, row) => {
        await campaignMessagesRepository.skipQueued(tx, row.id, 'Campaign cancelled');
        return repo.update(tx, row.id, { status: 'cancelled', finishedAt: now(), updatedAt: now() });
      }),

    /** The worker's hook: scheduled campaigns whose time has come start (or end, with nobody to mail). */
    async startDueScheduled(): Promise<void> {
      for (const id of await repo.dueScheduled(orm, now())) {
        await inTransaction(orm, async (tx) => {
          const row = await repo.lock(tx, id);
          if (row?.status !== 'scheduled') return;
          if (!(await start(tx, row))) {
            await repo.update(tx, id, { status: 'sent', startedAt: now(), finishedAt: now(), updatedAt: now() });
          }
        });
      }
    },
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
export type { CampaignListQuery };
