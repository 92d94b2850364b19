import { and, asc, desc, eq, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { campaignLinks, campaignMessages, campaigns } from './campaigns.tables';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Pick<CampaignRow, 'subject' | 'preheader' | 'html' | 'text' | 'audience'> &
  Partial<Pick<CampaignRow, 'kind'>>;

export interface CampaignFilter {
  ownerId?: number;
  status?: string;
  search?: string;
  before?: number;
  limit: number;
}

export interface Progress {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
}

export const EMPTY_PROGRESS: Progress = { total: 0, sent: 0, failed: 0, skipped: 0, pending: 0 };

/** SQL for campaigns and their links; every function takes the handle to run on. */
export const campaignsRepository = {
  async insert(
    db: Orm,
    values: CampaignValues & { ownerId: number; ownerName: string; at: Date },
  ): Promise<CampaignRow> {
    const { at, ...rest } = values;
    const [row] = await db
      .insert(campaigns)
      .values({ ...rest, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('campaign insert returned no row');
    return row;
  },

  async find(db: Orm, id: number): Promise<CampaignRow | null> {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    return row ?? null;
  },

  /** The row locked for a status change (FOR UPDATE), inside the caller's transaction. */
  async lock(db: Orm, id: number): Promise<CampaignRow | null> {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    return row ?? null;
  },

  /** The owner of a listed campaign (an automation step's email is reached through its sequence). */
  async ownerOf(db: Orm, id: number): Promise<number | null> {
    const [row] = await db
      .select({ ownerId: campaigns.ownerId })
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.kind, 'campaign')));
    return row?.ownerId ?? null;
  },

  /** Newest first, keyset by id; campaigns only (not automation steps' emails). */
  async list(db: Orm, filter: CampaignFilter): Promise<CampaignRow[]> {
    const conditions: SQL[] = [eq(campaigns.kind, 'campaign')];
    if (filter.ownerId !== undefined) conditions.push(eq(campaigns.ownerId, filter.ownerId));
    if (filter.status) conditions.push(eq(campaigns.status, filter.status));
    if (filter.search) conditions.push(ilike(campaigns.subject, containsPattern(filter.search)));
    if (filter.before !== undefined) conditions.push(lt(campaigns.id, filter.before));
    return db
      .select()
      .from(campaigns)
      .where(and(...conditions))
      .orderBy(desc(campaigns.id))
      .limit(filter.limit);
  },

  /** Updates a draft; null when it is no longer a draft. */
  async updateDraft(db: Orm, id: number, values: CampaignValues, at: Date): Promise<CampaignRow | null> {
    const [row] = await db
      .update(campaigns)
      .set({ ...values, updatedAt: at })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
      .returning();
    return row ?? null;
  },

  async deleteDraft(db: Orm, id: number): Promise<boolean> {
    const deleted = await db
      .delete(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
      .returning({ id: campaigns.id });
    return deleted.length > 0;
  },

  async update(db: Orm, id: number, values: Partial<CampaignRow>): Promise<CampaignRow> {
    const [row] = await db.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
    if (!row) throw new Error(`campaign ${id} vanished while updating`);
    return row;
  },

  async replaceLinks(db: Orm, campaignId: number, urls: readonly string[]): Promise<void> {
    await db.delete(campaignLinks).where(eq(campaignLinks.campaignId, campaignId));
    if (urls.length === 0) return;
    await db.insert(campaignLinks).values(urls.map((url, idx) => ({ campaignId, idx, url })));
  },

  async links(db: Orm, campaignId: number): Promise<string[]> {
    const rows = await db
      .select({ url: campaignLinks.url })
      .from(campaignLinks)
      .where(eq(campaignLinks.campaignId, campaignId))
      .orderBy(asc(campaignLinks.idx));
    return rows.map((row) => row.url);
  },

  async link(db: Orm, campaignId: number, idx: number): Promise<string | null> {
    const [row] = await db
      .select({ url: campaignLinks.url })
      .from(campaignLinks)
      .where(and(eq(campaignLinks.campaignId, campaignId), eq(campaignLinks.idx, idx)));
    return row?.url ?? null;
  },

  /** Recipients by state for each campaign. */
  async progress(db: Orm, ids: readonly number[]): Promise<Map<number, Progress>> {
    const result = new Map<number, Progress>();
    if (ids.length === 0) return result;
    const count = (status: SQL) => sql<number>`count(*) filter (where ${status})::int`;
    const rows = await db
      .select({
        campaignId: campaignMessages.campaignId,
        total: sql<number>`count(*)::int`,
        sent: count(sql`${campaignMessages.status} = 'sent'`),
        failed: count(sql`${campaignMessages.status} = 'failed'`),
        skipped: count(sql`${campaignMessages.status} = 'skipped'`),
        pending: count(sql`${campaignMessages.status} in ('waiting', 'queued', 'sending')`),
      })
      .from(campaignMessages)
      .where(inArray(campaignMessages.campaignId, [...ids]))
      .groupBy(campaignMessages.campaignId);
    for (const { campaignId, ...progress } of rows) result.set(campaignId, progress);
    return result;
  },

  /** Scheduled campaigns whose time has come. */
  async dueScheduled(db: Orm, now: Date): Promise<number[]> {
    const rows = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.sendAt, now)))
      .orderBy(asc(campaigns.sendAt), asc(campaigns.id));
    return rows.map((row) => row.id);
  },
};
