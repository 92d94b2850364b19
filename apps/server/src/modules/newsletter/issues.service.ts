import type { ArchiveEntry, ArchiveIssue } from '@meridian/contracts/newsletter-archive';
import { ISSUE_MESSAGES as M, type Issue, type issueDraftSchema } from '@meridian/contracts/newsletter-issues';
import type { z } from 'zod';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { IssueSendFailure, NewsletterSends } from '../campaigns/campaigns.module';
import { issuesRepository as repo } from './issues.repository';
import type { IssueRow } from './newsletter.tables';

type Draft = z.output<typeof issueDraftSchema>;

export interface IssuesDeps {
  orm: Orm;
  now: () => Date;
  publicContent: PublicContent;
  /** Sending an issue (now or at a time) is an audit entry. */
  audit: AuditTrail;
  /** The campaigns module's delivery of issues. */
  sends: NewsletterSends;
  /** The newsletter sender's user id and display name (newsletter-sender.service.ts), or null when there is none. */
  sender: () => Promise<{ userId: number; name: string } | null>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const FAILURES: Record<IssueSendFailure, string> = { noSender: M.noSender, noRecipients: M.noRecipients };

function toIssue(row: IssueRow, recipients = 0): Issue {
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    html: row.html,
    slug: row.slug,
    status: row.status as Issue['status'],
    sendAt: iso(row.sendAt),
    recipients,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The archive address's last part: the subject's words, lower-case, joined by hyphens. */
export function slugOf(subject: string): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'issue';
}

function assertWritten(row: IssueRow): void {
  if (row.text.trim() === '' && !/<img\b/i.test(row.html)) {
    throw new AppError('VALIDATION', M.bodyRequired, [{ path: 'html', message: M.bodyRequired }]);
  }
}

/**
 * The admin's newsletter issues and the public archive (docs/product.md, Newsletter). Sending hands
 * the issue to the campaigns module as a newsletter campaign of the newsletter sender, in the same
 * transaction that marks the issue sent or scheduled; a scheduled issue joins the archive when its
 * time comes (`publishDue`, every minute).
 */
export function createIssues(deps: IssuesDeps) {
  const { orm, now, sends } = deps;

  async function found(db: Orm, id: number, lock = false): Promise<IssueRow> {
    const row = await repo.find(db, id, lock);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    return row;
  }

  async function withRecipients(row: IssueRow): Promise<Issue> {
    const counts = row.campaignId ? await sends.recipients([row.campaignId]) : new Map<number, number>();
    return toIssue(row, row.campaignId ? counts.get(row.campaignId) : 0);
  }

  async function requireSender() {
    const sender = await deps.sender();
    if (!sender) throw new AppError('VALIDATION', M.noSender);
    return sender;
  }

  async function freeSlug(db: Orm, row: IssueRow): Promise<string> {
    const slug = slugOf(row.subject);
    return (await repo.slugTaken(db, slug)) ? `${slug}-${row.id}` : slug;
  }

  return {
    async list(): Promise<{ items: Issue[] }> {
      const rows = await repo.list(orm);
      const counts = await sends.recipients(rows.flatMap((row) => (row.campaignId ? [row.campaignId] : [])));
      return { items: rows.map((row) => toIssue(row, row.campaignId ? counts.get(row.campaignId) : 0)) };
    },

    get: async (id: number) => withRecipients(await found(orm, id)),

    async create(draft: Draft): Promise<Issue> {
      return toIssue(await repo.insert(orm, { ...draft, ...sends.clean(draft.html) }, now()));
    },

    async update(id: number, draft: Draft): Promise<Issue> {
      await found(orm, id);
      const row = await repo.updateDraft(orm, id, { ...draft, ...sends.clean(draft.html) }, now());
      if (!row) throw new AppError('CONFLICT', M.notEditable);
      return toIssue(row);
    },

    async remove(id: number): Promise<{ deleted: true }> {
      await found(orm, id);
      if (!(await repo.deleteDraft(orm, id))) throw new AppError('CONFLICT', M.notDeletable);
      return { deleted: true };
    },

    /** The saved issue from the sender's mailbox to the signed-in admin, merged with their name. */
    async test(id: number, admin: { email: string; firstName: string; lastName: string }): Promise<{ sentTo: string }> {
      const row = await found(orm, id);
      assertWritten(row);
      const sender = await requireSender();
      const result = await sends.test(
        { ...row, senderId: sender.userId, to: admin.email, firstName: admin.firstName, lastName: admin.lastName },
        M.testFailed,
      );
      if ('failure' in result) throw new AppError('VALIDATION', FAILURES[result.failure]);
      return result;
    },

    /** Sends now (to the confirmed subscribers of this moment) or schedules for `sendAt`. */
    async send(id: number, sendAt: Date | undefined): Promise<Issue> {
      if (sendAt && sendAt.getTime() <= now().getTime()) {
        throw new AppError('VALIDATION', M.sendAtInPast, [{ path: 'sendAt', message: M.sendAtInPast }]);
      }
      const sender = await requireSender();
      const from = await sends.senderFrom(sender.userId);
      if (!from) throw new AppError('VALIDATION', M.noSender);
      const row = await inTransaction(orm, async (tx) => {
        const current = await found(tx, id, true);
        if (current.status !== 'draft') throw new AppError('CONFLICT', M.cannotSend);
        assertWritten(current);
        const result = await sends.send(tx, {
          ...current,
          senderId: sender.userId,
          senderName: sender.name,
          from,
          sendAt,
        });
        if ('failure' in result) throw new AppError('VALIDATION', FAILURES[result.failure]);
        const updated = await repo.update(tx, id, {
          status: sendAt ? 'scheduled' : 'sent',
          sendAt: sendAt ?? now(),
          slug: await freeSlug(tx, current),
          campaignId: result.campaignId,
          updatedAt: now(),
        });
        if (!sendAt) await deps.publicContent.changed(tx);
        await deps.audit.record(tx, {
          action: 'newsletter-issue.sent',
          subject: { type: 'newsletter-issue', id, label: current.subject },
          before: { status: current.status },
          after: { status: updated.status, sendAt: (sendAt ?? now()).toISOString(), sender: sender.name },
        });
        return updated;
      });
      sends.kick();
      return withRecipients(row);
    },

    /**
     * "Cancel schedule": a scheduled issue back to draft, while its delivery has not started
     * (docs/product.md, Newsletter). The issue row is locked first, then the campaign, so neither the
     * archive job nor the delivery worker can take it halfway.
     */
    async unschedule(id: number): Promise<Issue> {
      const row = await inTransaction(orm, async (tx) => {
        const current = await found(tx, id, true);
        const calledOff =
          current.status === 'scheduled' &&
          current.campaignId !== null &&
          (await sends.unschedule(tx, current.campaignId));
        if (!calledOff) throw new AppError('CONFLICT', M.cannotUnschedule);
        return repo.update(tx, id, { status: 'draft', sendAt: null, slug: null, campaignId: null, updatedAt: now() });
      });
      return toIssue(row);
    },

    /** The job's step: scheduled issues whose time has come join the archive. */
    async publishDue(): Promise<number> {
      return inTransaction(orm, async (tx) => {
        const published = await repo.publishDue(tx, now());
        if (published > 0) await deps.publicContent.changed(tx);
        return published;
      });
    },

    async archive(): Promise<ArchiveEntry[]> {
      const rows = await repo.archive(orm);
      return rows.map((row) => ({
        slug: row.slug ?? '',
        subject: row.subject,
        preheader: row.preheader,
        sentAt: (row.sendAt ?? row.updatedAt).toISOString(),
      }));
    },

    async archived(slug: string): Promise<ArchiveIssue> {
      const row = await repo.archived(orm, slug);
      if (!row) throw new AppError('NOT_FOUND', M.notFound);
      return {
        slug,
        subject: row.subject,
        preheader: row.preheader,
        sentAt: (row.sendAt ?? row.updatedAt).toISOString(),
        html: sends.publicHtml(row.html),
      };
    },
  };
}
export type Issues = ReturnType<typeof createIssues>;
