import { inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaigns } from './campaigns.tables';

/** Campaigns for the KPI's sources: each one's subject and kind (campaign, newsletter issue, automation email), by id. */
export const campaignFigures = {
  async subjectsOf(db: Orm, ids: number[]) {
    if (ids.length === 0) return new Map<number, { subject: string; kind: string }>();
    const rows = await db
      .select({ id: campaigns.id, subject: campaigns.subject, kind: campaigns.kind })
      .from(campaigns)
      .where(inArray(campaigns.id, ids));
    return new Map(rows.map((row) => [row.id, { subject: row.subject, kind: row.kind }]));
  },
};
