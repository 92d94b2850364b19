import {
  type ContactImport,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportPreview,
  mappingProblems,
  type StartImport,
  startImportSchema,
  suggestMapping,
} from '@meridian/contracts/contacts-imports';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { ContactEvents } from './contact-events.service';
import { contactImportsRepository, type ContactImportRow, type ImportCounts } from './contact-imports.repository';
import { contactImportView } from './contacts.views';
import { assertOwnLists } from './own-lists.service';
import { contactsRepository } from './contacts.repository';
import { readCsvFile } from '../../lib/csv-file';
import { rowOutcomes, type ImportRecord, type RowOutcome } from './import-rows.rules';
import { suppressionRepository } from './suppression.repository';

/** Rows written per transaction; progress is saved with each batch, so a restarted job resumes after it. */
export const IMPORT_BATCH = 1000;

function refuse(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}

/**
 * CSV imports: `preview` reads a file, `start` checks it and saves the import for the
 * `contacts.import` job (`enqueue`), `run` is that job's work.
 */
export function createContactImportsService(
  orm: Orm,
  enqueue: (importId: number) => Promise<void>,
  events: ContactEvents,
) {
  async function found(id: number): Promise<ContactImportRow> {
    const row = await contactImportsRepository.byId(orm, id);
    if (!row) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
    return row;
  }

  async function writeBatch(row: ContactImportRow, records: ImportRecord[], counts: ImportCounts): Promise<void> {
    await inTransaction(orm, async (db) => {
      const reasons = await suppressionRepository.reasonsFor(
        db,
        records.map((r) => r.email),
      );
      const saved = await contactImportsRepository.upsertBatch(
        db,
        row.ownerId,
        records.map(({ email, firstName, lastName, tags }) => ({
          email,
          firstName,
          lastName,
          tags,
          status: reasons.get(email) ?? 'subscribed',
        })),
      );
      if (row.listId !== null) {
        const added = await contactsRepository.addToList(
          db,
          row.listId,
          saved.map((s) => s.id),
        );
        await events.listAdded(db, row.ownerId, row.listId, added);
      }
      // The new contacts by tag: one event per tag and batch, however many rows carry it.
      const tagsOf = new Map(records.map((r) => [r.email, r.tags]));
      const tagged = new Map<string, number[]>();
      for (const contact of saved.filter((s) => s.created)) {
        for (const tag of tagsOf.get(contact.email) ?? []) tagged.set(tag, [...(tagged.get(tag) ?? []), contact.id]);
      }
      for (const [tag, ids] of tagged) await events.tagsAdded(db, row.ownerId, [tag], ids);
      counts.created += saved.filter((s) => s.created).length;
      counts.updated += saved.filter((s) => !s.created).length;
      counts.suppressed += reasons.size;
      await contactImportsRepository.saveProgress(db, row.id, counts);
    });
  }

  function tally(outcome: RowOutcome, counts: ImportCounts): ImportRecord | null {
    if (outcome.kind === 'record') return outcome.record;
    const listed = outcome.kind === 'invalid' ? counts.invalidRows : counts.duplicateRows;
    if (outcome.kind === 'invalid') counts.invalid += 1;
    else counts.duplicates += 1;
    if (listed.length < IMPORT_LIMITS.listedProblems) listed.push(outcome.problem);
    return null;
  }

  return {
    preview(csv: string): ImportPreview {
      const file = readCsvFile(csv);
      return {
        headers: file.headers,
        rows: file.rows.slice(0, IMPORT_LIMITS.previewRows).map((row) => row.cells),
        totalRows: file.rows.length,
        suggested: suggestMapping(file.headers),
      };
    },

    async start(actor: Actor, input: StartImport): Promise<ContactImport> {
      const body = startImportSchema.parse(input);
      const file = readCsvFile(body.csv);
      const [problem] = mappingProblems(body.mapping, file.headers);
      if (problem) throw refuse(`mapping.${problem[0]}`, problem[1]);
      if (body.listId !== null) await assertOwnLists(orm, actor.userId, [body.listId], 'listId');
      const id = await contactImportsRepository.insert(orm, {
        ownerId: actor.userId,
        fileName: body.fileName,
        csv: body.csv,
        mapping: body.mapping,
        listId: body.listId,
        tags: body.tags,
        total: file.rows.length,
      });
      await enqueue(id);
      return contactImportView(await found(id));
    },

    async get(id: number): Promise<ContactImport> {
      return contactImportView(await found(id));
    },

    /** The owner of the row, or null when there is none (the route's ownership check). */
    ownerOf: (id: number): Promise<number | null> => contactImportsRepository.ownerOf(orm, id),

    /**
     * The job's work: rows in file order, a batch per transaction with its progress; a run after an
     * interruption skips the rows already counted.
     */
    async run(importId: number): Promise<void> {
      if (!(await contactImportsRepository.claim(orm, importId))) return;
      const row = await found(importId);
      const { processed, created, updated, duplicates, invalid, suppressed, duplicateRows, invalidRows } = row;
      const counts: ImportCounts = {
        processed,
        created,
        updated,
        duplicates,
        invalid,
        suppressed,
        duplicateRows,
        invalidRows,
      };
      let index = 0;
      let batch: ImportRecord[] = [];
      let pending = 0;
      for (const outcome of rowOutcomes(readCsvFile(row.csv), row.mapping, row.tags)) {
        index += 1;
        if (index <= processed) continue;
        const record = tally(outcome, counts);
        if (record) batch.push(record);
        pending += 1;
        if (pending === IMPORT_BATCH) {
          counts.processed += pending;
          await writeBatch(row, batch, counts);
          batch = [];
          pending = 0;
        }
      }
      counts.processed += pending;
      await writeBatch(row, batch, counts);
      await contactImportsRepository.finish(orm, importId, { status: 'done', error: null });
    },

    /** The job's last try failed: the import says so (rows already saved stay). */
    async fail(importId: number): Promise<void> {
      await contactImportsRepository.finish(orm, importId, { status: 'failed', error: IMPORT_MESSAGES.failed });
    },
  };
}
export type ContactImportsService = ReturnType<typeof createContactImportsService>;
