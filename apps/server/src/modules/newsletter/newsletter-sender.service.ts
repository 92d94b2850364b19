import { ISSUE_MESSAGES as M, type NewsletterSender } from '@meridian/contracts/newsletter-issues';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';

export interface NewsletterSenderDeps {
  orm: Orm;
  /** The site setting `newsletterSenderUserId` (null: the bootstrap admin). */
  setting: () => Promise<number | null>;
  store: (db: Orm, userId: number) => Promise<void>;
  /** The bootstrap admin's user id, or null when the server was started without one. */
  bootstrapAdminId: () => Promise<number | null>;
  nameOf: (userId: number) => Promise<{ firstName: string; lastName: string } | null>;
  /** Whether the user is enabled and may send the newsletter (Admin or Email Marketing). */
  maySend: (userId: number) => Promise<boolean>;
  /** The From header of the user's connected mailbox, or null. */
  fromOf: (userId: number) => Promise<string | null>;
}

/**
 * Who sends newsletter issues (docs/decisions/2026-11-23-newsletter-issues.md): the staff member
 * the site setting names, else the bootstrap admin, from their own connected mailbox.
 */
export function createNewsletterSender(deps: NewsletterSenderDeps) {
  async function current(): Promise<{ userId: number; name: string } | null> {
    const userId = (await deps.setting()) ?? (await deps.bootstrapAdminId());
    if (userId === null) return null;
    const names = await deps.nameOf(userId);
    if (!names) return null;
    return { userId, name: `${names.firstName} ${names.lastName}`.trim() || 'Newsletter' };
  }

  async function describe(): Promise<NewsletterSender> {
    const sender = await current();
    if (!sender) return { userId: null, name: '', from: null };
    return { ...sender, from: await deps.fromOf(sender.userId) };
  }

  return {
    current,
    describe,
    async set(userId: number): Promise<NewsletterSender> {
      if (!(await deps.maySend(userId))) {
        throw new AppError('VALIDATION', M.senderNotStaff, [{ path: 'userId', message: M.senderNotStaff }]);
      }
      await deps.store(deps.orm, userId);
      return describe();
    },
  };
}
export type NewsletterSenderService = ReturnType<typeof createNewsletterSender>;
