import { inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaigns } from './campaigns.tables';

/** Campaigns for the KPI's sources: each one's subject, by id. */
export const campaignFigures = {
  async subjectsOf(db: Orm, ids: number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: campaigns.id, subject: campaigns.subject })
      .from(campaigns)
      .where(inArray(campaigns.id, ids));
    return new Map(rows.map((row) => [row.id, row.subject]));
  },
};
