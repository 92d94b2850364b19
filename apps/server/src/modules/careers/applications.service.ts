import {
  CAREERS_LIMITS,
  CAREERS_MESSAGES,
  applicationListQuerySchema,
  type Application,
  type ApplicationStatus,
  type applicationReviewSchema,
} from '@meridian/contracts/careers';
import {
  RESUME_UPLOAD,
  type applicationBodySchema,
  type resumeUploadRequestSchema,
} from '@meridian/contracts/careers-apply';
import type { UploadTarget } from '@meridian/contracts/uploads';
import type { z } from 'zod';
import type { StoragePort } from '../../adapters/storage/storage';
import { createUploads, type UploadUse } from '../../core/uploads/uploads';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FormGuardService } from '../../lib/form-guard';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../mail/mail.module';
import { careersRepository as repo, type ApplicationWithTitle } from './careers.repository';

export interface ApplicationsDeps {
  orm: Orm;
  storage: StoragePort;
  mail: Mailer;
  siteName: (db: Orm) => Promise<string>;
  publicUrl: string;
  now: () => Date;
  /** The public forms' bot guard (lib/form-guard.ts). */
  formGuard: FormGuardService;
}

/** Stored résumé uploads no application used are deleted after this long. */
export const STALE_UPLOAD_HOURS = 24;

const view = (row: ApplicationWithTitle): Application => ({
  id: row.id,
  openingId: row.openingId,
  openingTitle: row.openingTitle,
  name: row.name,
  email: row.email,
  phone: row.phone,
  links: row.links,
  coverNote: row.coverNote,
  resumeName: row.resumeName,
  resumeBytes: row.resumeBytes,
  status: row.status as ApplicationStatus,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

const refuseResume = (message: string) => new AppError('VALIDATION', message, [{ path: 'resumeKey', message }]);

/** Résumés: private, under private/resumes/, through a link that works for CAREERS_LIMITS.uploadSeconds. */
const RESUME: UploadUse = {
  rules: RESUME_UPLOAD,
  visibility: 'private',
  folder: 'resumes',
  expiresInSeconds: CAREERS_LIMITS.uploadSeconds,
  field: 'resumeKey',
};

/** "My CV (final).docx" with the type found → a safe download name ending in that type's extension. */
function downloadName(name: string, extension: string): string {
  const base =
    name
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .trim() || 'resume';
  return `${base.slice(0, 120)}.${extension}`;
}

/**
 * Applications (docs/product.md, Requisition): the browser uploads the résumé to private storage
 * with a presigned PUT, then applies naming it; the file is checked by its content and size before
 * the application is stored, and the applicant gets a confirmation email. Admins review, note and
 * open résumés through short-lived signed links.
 */
export function createApplicationsService(deps: ApplicationsDeps) {
  const uploads = createUploads(deps.storage, deps.now);

  async function openOpening(db: Orm, id: number) {
    const opening = await repo.openingById(db, id);
    if (!opening) throw new AppError('NOT_FOUND', CAREERS_MESSAGES.openingNotFound);
    if (opening.status !== 'open') throw new AppError('CONFLICT', CAREERS_MESSAGES.openingClosed);
    return opening;
  }

  async function found(db: Orm, id: number): Promise<ApplicationWithTitle> {
    const row = await repo.applicationById(db, id);
    if (!row) throw new AppError('NOT_FOUND', CAREERS_MESSAGES.applicationNotFound);
    return row;
  }

  return {
    /** The résumé's upload target; its key is recorded first, so it is taken once and pruned when unused. */
    async requestUpload(input: z.output<typeof resumeUploadRequestSchema>): Promise<UploadTarget> {
      await openOpening(deps.orm, input.openingId);
      return uploads.issue(RESUME, input, (key) => repo.addUpload(deps.orm, key, deps.now()));
    },

    /** A honeypot-filled application is answered like any other and stores nothing. */
    async apply(body: z.output<typeof applicationBodySchema>): Promise<{ message: string }> {
      if (deps.formGuard.judge(body) === 'drop') return { message: CAREERS_MESSAGES.applied };
      await openOpening(deps.orm, body.openingId);
      // Checked when the application is sent (the object is deleted when refused); its link cannot replace it.
      const resume = await uploads.accept(RESUME, body.resumeKey);
      const email = body.email.trim().toLowerCase();
      await inTransaction(deps.orm, async (db) => {
        const opening = await openOpening(db, body.openingId);
        if (!(await repo.takeUpload(db, body.resumeKey))) throw refuseResume(CAREERS_MESSAGES.resumeGone);
        const id = await repo.insertApplication(db, {
          openingId: opening.id,
          name: body.name,
          email,
          phone: body.phone,
          links: body.links,
          coverNote: body.coverNote,
          resumeKey: body.resumeKey,
          resumeName: downloadName(body.resumeName, resume.extension),
          resumeType: resume.contentType,
          resumeBytes: resume.sizeBytes,
        });
        if (id === null) throw refuseResume(CAREERS_MESSAGES.resumeGone);
        const siteName = await deps.siteName(db);
        const { text, html } = renderMail({
          siteName,
          publicUrl: deps.publicUrl,
          greeting: `Hi ${body.name.split(/\s+/)[0] ?? body.name},`,
          blocks: [
            {
              type: 'paragraph',
              text: `Thank you for applying to ${siteName}. Your application has reached our hiring team, and we read every one.`,
            },
            {
              type: 'details',
              rows: [
                ['Position', opening.title],
                ['Résumé', body.resumeName],
              ],
            },
            {
              type: 'paragraph',
              text: 'We will email you once we have reviewed it, usually within two weeks. There is no need to apply again in the meantime.',
            },
          ],
        });
        await deps.mail.enqueue(db, {
          kind: 'careers.application-received',
          to: email,
          subject: `We received your application: ${opening.title}`,
          text,
          html,
          dedupeKey: `careers-application:${id}`,
        });
      });
      deps.mail.kick();
      return { message: CAREERS_MESSAGES.applied };
    },

    async list(query: z.input<typeof applicationListQuerySchema>): Promise<Application[]> {
      return (await repo.applications(deps.orm, applicationListQuerySchema.parse(query))).map(view);
    },

    async review(id: number, input: z.output<typeof applicationReviewSchema>): Promise<Application> {
      return inTransaction(deps.orm, async (db) => {
        if (!(await repo.reviewApplication(db, id, input)))
          throw new AppError('NOT_FOUND', CAREERS_MESSAGES.applicationNotFound);
        return view(await found(db, id));
      });
    },

    /** A signed link to the private résumé that works for a few minutes (admins only, by route). */
    async resumeLink(id: number): Promise<{ url: string; expiresAt: string }> {
      const row = await found(deps.orm, id);
      const seconds = CAREERS_LIMITS.downloadSeconds;
      const url = await deps.storage.signedDownloadUrl(row.resumeKey, {
        expiresInSeconds: seconds,
        downloadName: row.resumeName,
      });
      return { url, expiresAt: new Date(deps.now().getTime() + seconds * 1000).toISOString() };
    },

    /** Deletes résumés uploaded but never used by an application (housekeeping). */
    async pruneStaleUploads(orm: Orm): Promise<number> {
      const before = new Date(deps.now().getTime() - STALE_UPLOAD_HOURS * 3_600_000);
      const keys = await repo.staleUploads(orm, before, 200);
      for (const key of keys) {
        await deps.storage.delete(key);
        await repo.forgetUpload(orm, key);
      }
      return keys.length;
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
