import {
  CAREERS_MESSAGES,
  type Opening,
  type OpeningStatus,
  type openingFormSchema,
} from '@meridian/contracts/careers';
import type { JobType, PublicOpening } from '@meridian/contracts/careers-public';
import type { z } from 'zod';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { careersRepository as repo, type OpeningWithCount } from './careers.repository';
import type { OpeningRow } from './careers.tables';

const publicView = (row: OpeningRow): PublicOpening => ({
  id: row.id,
  title: row.title,
  department: row.department,
  location: row.location,
  type: row.type as JobType,
  description: row.description,
});

const adminView = (row: OpeningWithCount): Opening => ({
  ...publicView(row),
  status: row.status as OpeningStatus,
  applicationCount: row.applicationCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Job openings: the admin creates, edits, opens and closes them; /careers lists the open ones. Every
 * change moves the public content version in its transaction, so /careers re-renders everywhere.
 */
export function createOpeningsService(deps: { orm: Orm; publicContent: PublicContent; audit: AuditTrail }) {
  /** Each save changes /careers: an audit entry (docs/product.md, Audit log). */
  const saved = (db: Orm, opening: Opening, before: Opening | null) =>
    deps.audit.record(db, {
      action: 'opening.saved',
      subject: { type: 'opening', id: opening.id, label: opening.title },
      before: before ? { title: before.title, status: before.status } : undefined,
      after: { title: opening.title, status: opening.status },
    });

  async function found(db: Orm, id: number): Promise<Opening> {
    const row = await repo.openingById(db, id);
    if (!row) throw new AppError('NOT_FOUND', CAREERS_MESSAGES.openingNotFound);
    return adminView(row);
  }

  return {
    async listOpen(): Promise<PublicOpening[]> {
      return (await repo.openOpenings(deps.orm)).map(publicView);
    },

    async list(): Promise<Opening[]> {
      return (await repo.allOpenings(deps.orm)).map(adminView);
    },

    async create(form: z.output<typeof openingFormSchema>): Promise<Opening> {
      return inTransaction(deps.orm, async (db) => {
        const id = await repo.insertOpening(db, form);
        await deps.publicContent.changed(db);
        const opening = await found(db, id);
        await saved(db, opening, null);
        return opening;
      });
    },

    async update(id: number, form: z.output<typeof openingFormSchema>): Promise<Opening> {
      return inTransaction(deps.orm, async (db) => {
        const before = await found(db, id);
        if (!(await repo.updateOpening(db, id, form)))
          throw new AppError('NOT_FOUND', CAREERS_MESSAGES.openingNotFound);
        await deps.publicContent.changed(db);
        const opening = await found(db, id);
        await saved(db, opening, before);
        return opening;
      });
    },
  };
}
export type OpeningsService = ReturnType<typeof createOpeningsService>;
