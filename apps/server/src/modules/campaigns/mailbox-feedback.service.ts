import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordBounce, type ChannelFor } from './campaign-channels.service';
import { eventsRepository } from './events.repository';
import { mailboxFeedbackRepository as repo, type SentMessage } from './mailbox-feedback.repository';

/** Temporary failures to one address within this many days… */
export const DEFERRAL_WINDOW_DAYS = 30;
/** …that make it a bounce. */
export const DEFERRALS_TO_SUPPRESS = 3;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A bounce or complaint read back from the sender's mailbox: which messages it names (their
 * Message-IDs, and the row ids of the X-Meridian-Ref tag) and, where it says, each recipient's fate.
 */
export interface MailboxReportInput {
  kind: 'bounce' | 'complaint';
  /** Empty when the report names no recipient (a redacted feedback report): the message's own counts. */
  recipients: readonly { email: string; permanent: boolean }[];
  /** Whether the report as a whole is a permanent failure (used when it names no recipient). */
  permanent: boolean;
  messageIds: readonly string[];
  refs: readonly { campaignId: number; messageId: number }[];
  /** When the report arrived. */
  at: Date;
}

/** What one report did: the first time a message got a bounce, deferral or complaint; else nothing new. */
export type MailboxReportOutcome = 'bounce' | 'deferral' | 'complaint' | 'repeat' | 'unmatched';

/**
 * Bounces and complaints found in senders' mailboxes (docs/product.md, Bounces and complaints from the
 * sender's mailbox), recorded against the sender's own sent messages only: a permanent failure is a
 * bounce (the one bounce path, `recordBounce`), three temporary ones to an address in 30 days too,
 * and a complaint unsubscribes and suppresses the address.
 */
export function createMailboxFeedback(deps: { orm: Orm; now: () => Date; channelFor: ChannelFor }) {
  const { orm, now, channelFor } = deps;

  async function deferral(db: Orm, message: SentMessage, at: Date): Promise<MailboxReportOutcome> {
    const fresh = await eventsRepository.insertOnce(db, {
      campaignId: message.campaignId,
      messageId: message.id,
      kind: 'deferral',
      at,
    });
    if (!fresh) return 'repeat';
    const since = new Date(now().getTime() - DEFERRAL_WINDOW_DAYS * DAY_MS);
    if ((await repo.deferralsTo(db, message.email, since)) < DEFERRALS_TO_SUPPRESS) return 'deferral';
    await recordBounce(db, channelFor, message, at);
    return 'bounce';
  }

  async function apply(db: Orm, report: MailboxReportInput, message: SentMessage): Promise<MailboxReportOutcome> {
    if (report.kind === 'complaint') {
      const fresh = await eventsRepository.insertOnce(db, {
        campaignId: message.campaignId,
        messageId: message.id,
        kind: 'complaint',
        at: report.at,
      });
      await channelFor(message.kind).complained(db, message.email, `campaign:${message.campaignId}`);
      return fresh ? 'complaint' : 'repeat';
    }
    const named = report.recipients.find((recipient) => recipient.email === message.email);
    const permanent = named ? named.permanent : report.permanent;
    if (!permanent) return deferral(db, message, report.at);
    return (await recordBounce(db, channelFor, message, report.at)) ? 'bounce' : 'repeat';
  }

  return {
    /** When the sender's first campaign message went out and whether any did since `recentSince`; null: none yet. */
    activity: (ownerId: number, recentSince: Date) => repo.activity(orm, ownerId, recentSince),

    /** Records one report against the sender's own sent messages it names (one transaction). */
    async record(ownerId: number, report: MailboxReportInput): Promise<MailboxReportOutcome[]> {
      return inTransaction(orm, async (db) => {
        const messages = await repo.sentBy(
          db,
          ownerId,
          report.messageIds,
          report.refs.map((ref) => ref.messageId),
        );
        // A tag names a message of its own campaign; a report naming other recipients counts for no one.
        const mine = messages.filter(
          (message) =>
            (report.messageIds.includes(message.header ?? '') ||
              report.refs.some((ref) => ref.messageId === message.id && ref.campaignId === message.campaignId)) &&
            (report.recipients.length === 0 || report.recipients.some((r) => r.email === message.email)),
        );
        if (mine.length === 0) return ['unmatched'];
        const outcomes: MailboxReportOutcome[] = [];
        for (const message of mine) outcomes.push(await apply(db, report, message));
        return outcomes;
      });
    },
  };
}
export type MailboxFeedback = ReturnType<typeof createMailboxFeedback>;
