import { suggestMapping } from '@meridian/contracts/contacts-imports';
import {
  NEWSLETTER_MESSAGES,
  type ImportSubscribers,
  type Subscriber,
  type SubscriberImportResult,
  type SubscriberListQuery,
  type SubscriberPage,
} from '@meridian/contracts/newsletter';
import { emailSchema } from '@meridian/contracts/users';
import { AppError } from '../../lib/app-error';
import { readCsvFile } from '../../lib/csv-file';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { inTransaction } from '../../db/transaction';
import type { NewsletterDeps } from './newsletter.ports';
import { CONFIRM_MAIL_KIND, erasureHash } from './subscriber-tokens.service';
import { newsletterRepository as repo, type SubscriberFilter } from './newsletter.repository';
import type { NewSubscriberRow, SubscriberRow } from './newsletter.tables';

const IMPORT_CHUNK = 500;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A subscriber as the admin list shows it; `names` holds the referring affiliate's name when there is one. */
export function toSubscriber(row: SubscriberRow, names: ReadonlyMap<number, string>): Subscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    status: row.status as Subscriber['status'],
    source: row.source,
    referringAffiliateId: row.referringAffiliateId,
    referringAffiliateName: row.referringAffiliateId === null ? null : (names.get(row.referringAffiliateId) ?? null),
    consentWording: row.consentWording,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

const CSV_COLUMNS: CsvColumn<SubscriberRow>[] = [
  { header: 'Email', value: (r) => r.email },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Status', value: (r) => r.status },
  { header: 'Source', value: (r) => r.source },
  { header: 'Referring affiliate id', value: (r) => r.referringAffiliateId ?? '' },
  { header: 'Consent at', value: (r) => r.consentAt.toISOString() },
  { header: 'Consent IP', value: (r) => r.consentIp ?? '' },
  { header: 'Consent page', value: (r) => r.consentSource },
  { header: 'Consent wording', value: (r) => r.consentWording },
  { header: 'Created at', value: (r) => r.createdAt.toISOString() },
  { header: 'Confirmed at', value: (r) => iso(r.confirmedAt) ?? '' },
  { header: 'Unsubscribed at', value: (r) => iso(r.unsubscribedAt) ?? '' },
];

/** The admin's Email Subscribers: list, CSV export and import, erasure on request. */
export function createSubscribersAdmin(deps: NewsletterDeps) {
  const filterOf = (query: SubscriberListQuery): SubscriberFilter => ({ search: query.search, status: query.status });

  return {
    async list(query: SubscriberListQuery & { limit: number }): Promise<SubscriberPage> {
      const filter = filterOf(query);
      const rows = await repo.page(deps.orm, filter, {
        before: query.before as number | undefined,
        limit: query.limit,
      });
      const items = rows.slice(0, query.limit);
      const referrers = items.flatMap((row) => (row.referringAffiliateId === null ? [] : [row.referringAffiliateId]));
      const names = await deps.userNames([...new Set(referrers)]);
      return {
        items: items.map((row) => toSubscriber(row, names)),
        nextBefore: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null,
        total: await repo.count(deps.orm, filter),
      };
    },

    /** Every matching subscriber with the full consent record, newest first. */
    async csv(query: SubscriberListQuery): Promise<string> {
      const rows: SubscriberRow[] = [];
      let before: number | undefined;
      for (;;) {
        const page = await repo.page(deps.orm, filterOf(query), { before, limit: 1000 });
        rows.push(...page.slice(0, 1000));
        if (page.length <= 1000) break;
        before = page[999]?.id;
      }
      return toCsv(CSV_COLUMNS, rows);
    },

    /**
     * Adds each valid new address as confirmed with the admin's consent basis recorded on the row;
     * addresses already listed are left alone (an unsubscribed one stays unsubscribed) and erased ones
     * are refused.
     */
    async import(input: ImportSubscribers): Promise<SubscriberImportResult> {
      const file = readCsvFile(input.csv);
      const mapping = suggestMapping(file.headers);
      const emailAt = mapping.email ? file.headers.indexOf(mapping.email) : -1;
      if (emailAt < 0)
        throw new AppError('VALIDATION', NEWSLETTER_MESSAGES.emailColumn, [
          { path: 'csv', message: NEWSLETTER_MESSAGES.emailColumn },
        ]);
      const nameAt = mapping.firstName ? file.headers.indexOf(mapping.firstName) : -1;
      const now = deps.now();
      const result: SubscriberImportResult = { added: 0, existing: 0, erased: 0, invalid: 0 };
      const seen = new Set<string>();
      const candidates: NewSubscriberRow[] = [];
      for (const row of file.rows) {
        const parsed = emailSchema.safeParse(row.cells[emailAt] ?? '');
        if (!parsed.success || parsed.data.length > 254) {
          result.invalid += 1;
          continue;
        }
        const email = parsed.data.toLowerCase();
        if (seen.has(email)) {
          result.existing += 1;
          continue;
        }
        seen.add(email);
        candidates.push({
          email,
          firstName: (nameAt >= 0 ? (row.cells[nameAt] ?? '') : '').slice(0, 100),
          status: 'confirmed',
          source: 'import',
          consentAt: now,
          consentIp: null,
          consentSource: 'import',
          consentWording: input.consentBasis,
          confirmedAt: now,
        });
      }
      for (let i = 0; i < candidates.length; i += IMPORT_CHUNK) {
        const chunk = candidates.slice(i, i + IMPORT_CHUNK);
        await inTransaction(deps.orm, async (db) => {
          const erased = await repo.erasedHashes(
            db,
            chunk.map((c) => erasureHash(c.email)),
          );
          const allowed = chunk.filter((c) => !erased.has(erasureHash(c.email)));
          result.erased += chunk.length - allowed.length;
          const added = await repo.insertMany(db, allowed);
          result.added += added;
          result.existing += allowed.length - added;
        });
      }
      return result;
    },

    /**
     * GDPR erasure: the row and the confirmation mails sent to the address are deleted; only the hash of
     * the address stays, so it is never added again. `newsletter.erased` has the issues' delivery records
     * and the automation runs the subscription started forget the address too.
     */
    async erase(id: number): Promise<{ erased: true }> {
      await inTransaction(deps.orm, async (db) => {
        const row = await repo.delete(db, id);
        if (!row) throw new AppError('NOT_FOUND', NEWSLETTER_MESSAGES.notFound);
        const emailHash = erasureHash(row.email);
        await repo.addErasure(db, emailHash);
        await deps.mail.forget(db, CONFIRM_MAIL_KIND, row.email);
        await deps.events.publish(db, 'newsletter.erased', { subscriberId: id, emailHash });
      });
      deps.log.info({ subscriberId: id }, 'newsletter subscriber erased');
      return { erased: true };
    },
  };
}
export type SubscribersAdmin = ReturnType<typeof createSubscribersAdmin>;
