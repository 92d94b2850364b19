import {
  SEGMENT_LIMITS,
  SEGMENT_MESSAGES as M,
  type Segment,
  type SegmentDefinition,
  type SegmentPreviewInput,
  type SegmentPreviewResult,
  segmentFormSchema,
  type SegmentForm,
  segmentPreviewSchema,
} from '@meridian/contracts/contacts-segments';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { mayTouch, type Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { contactListsRepository } from './contact-lists.repository';
import type { ContactsPorts } from './contacts.ports';
import { ownerScope } from './contacts.service';
import { segmentsRepository as repo } from './segments.repository';
import { segmentView } from './segments.views';

function refuse(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}

/**
 * Segments (docs/product.md, Segments): a sender's saved rules over their contacts. Who is in one is
 * evaluated in SQL each time it is asked (the live count, a campaign's send, a sequence's start).
 * Routes check ownership of the row first; a rule may name only the owner's lists and campaigns.
 */
export function createSegmentsService(orm: Orm, deps: ContactsPorts, now: () => Date) {
  /** Refuses (422 at the rule's field) lists, campaigns and sessions the owner may not name. */
  async function assertNamesOwn(db: Orm, ownerId: number, definition: SegmentDefinition): Promise<void> {
    const sessionIds = definition.rules.flatMap((rule) =>
      rule.kind === 'webinar' && rule.sessionId !== null ? [rule.sessionId] : [],
    );
    const existing = new Set(sessionIds.length > 0 ? await deps.sessionsExist(db, sessionIds) : []);
    for (const [index, rule] of definition.rules.entries()) {
      if (rule.kind === 'list' && (await contactListsRepository.countOwned(db, ownerId, [rule.listId])) === 0) {
        throw refuse(`rules.${index}.listId`, M.unknownList);
      }
      if (rule.kind === 'engagement' && rule.campaignId !== null) {
        if (!(await deps.ownsCampaign(db, ownerId, rule.campaignId))) {
          throw refuse(`rules.${index}.campaignId`, M.unknownCampaign);
        }
      }
      if (rule.kind === 'webinar' && rule.sessionId !== null && !existing.has(rule.sessionId)) {
        throw refuse(`rules.${index}.sessionId`, M.unknownSession);
      }
    }
  }

  async function found(db: Orm, id: number): Promise<Segment> {
    const row = await repo.byId(db, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    return segmentView(row);
  }

  const nameTaken = () => refuse('name', M.nameTaken);
  const conditionOf = (definition: SegmentDefinition, ownerId: number) =>
    repo.condition(definition, deps.segmentSources, now(), ownerId);

  /** Who is in a saved segment of `ownerId`; null when it is gone or not the owner's (it then matches nobody). */
  async function savedCondition(db: Orm, ownerId: number, segmentId: number) {
    const row = await repo.byId(db, segmentId);
    if (!row || row.ownerId !== ownerId) return null;
    return conditionOf({ match: row.match as SegmentDefinition['match'], rules: row.rules }, ownerId);
  }

  return {
    ownerOf: (id: number): Promise<number | null> => repo.ownerOf(orm, id),

    async list(actor: Actor, scope: 'own' | 'all'): Promise<Segment[]> {
      return (await repo.list(orm, ownerScope(actor, scope))).map(segmentView);
    },

    get: (id: number): Promise<Segment> => found(orm, id),

    async create(actor: Actor, input: SegmentForm): Promise<Segment> {
      const form = segmentFormSchema.parse(input);
      return inTransaction(orm, async (db) => {
        await assertNamesOwn(db, actor.userId, form);
        const id = await repo.insert(db, actor.userId, form);
        if (id === null) throw nameTaken();
        return found(db, id);
      });
    },

    async update(id: number, input: SegmentForm): Promise<Segment> {
      const form = segmentFormSchema.parse(input);
      return inTransaction(orm, async (db) => {
        const ownerId = await repo.ownerOf(db, id);
        if (ownerId === null) throw new AppError('NOT_FOUND', M.notFound);
        await assertNamesOwn(db, ownerId, form);
        if (!(await repo.update(db, id, form))) throw nameTaken();
        return found(db, id);
      });
    },

    /** Refused while a scheduled campaign or an active sequence uses it. */
    async remove(id: number): Promise<{ id: number }> {
      return inTransaction(orm, async (db) => {
        if (await deps.segmentInScheduledCampaign(db, id)) throw new AppError('CONFLICT', M.inUseCampaign);
        if (await deps.segmentInActiveSequence(db, id)) throw new AppError('CONFLICT', M.inUseAutomation);
        await repo.delete(db, id);
        return { id };
      });
    },

    /** The live count of unsaved rules, for the edited segment's owner (a new one: the caller's). */
    async preview(actor: Actor, input: SegmentPreviewInput): Promise<SegmentPreviewResult> {
      const definition = segmentPreviewSchema.parse(input);
      let ownerId = actor.userId;
      if (definition.segmentId !== undefined) {
        const owner = await repo.ownerOf(orm, definition.segmentId);
        if (!mayTouch(actor, owner)) throw new AppError('NOT_FOUND', M.notFound);
        ownerId = owner!;
      }
      await assertNamesOwn(orm, ownerId, definition);
      return repo.preview(orm, ownerId, conditionOf(definition, ownerId), SEGMENT_LIMITS.preview);
    },

    /** Refuses (422 at `path`) a segment that is not the owner's: the check of every field naming one. */
    async assertOwnSegment(db: Orm, ownerId: number, segmentId: number | null, path: string): Promise<void> {
      if (segmentId === null || (await repo.ownerOf(db, segmentId)) === ownerId) return;
      throw refuse(path, M.unknownSegment);
    },

    /** Who is in the owner's segment, as a condition on contacts (null: it is gone, nobody is). */
    savedCondition,

    /** Whether the owner's contact is in the segment now (a sequence's segment filter). */
    async includes(db: Orm, segmentId: number, contactId: number): Promise<boolean> {
      const ownerId = await repo.ownerOf(db, segmentId);
      if (ownerId === null) return false;
      const condition = await savedCondition(db, ownerId, segmentId);
      return condition !== null && repo.includes(db, contactId, ownerId, condition);
    },

    /** The names of these segments (whoever owns them), by id; deleted ones are missing. */
    async names(db: Orm, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
      const rows = await Promise.all(ids.map((id) => repo.byId(db, id)));
      return new Map(rows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
    },
  };
}
export type SegmentsService = ReturnType<typeof createSegmentsService>;
