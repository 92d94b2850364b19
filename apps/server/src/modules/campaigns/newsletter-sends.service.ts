import type { Orm } from '../../db/database';
import { campaignLinks, htmlToText, mergeFields, sanitizeCampaignHtml } from './campaign-html.rules';
import type { ChannelFor } from './campaign-channels.service';
import type { CampaignSenders } from './campaigns.ports';
import { sendTestMessage, type TestSendDeps } from './campaign-test-send.service';
import { campaignsRepository as repo, type CampaignRow } from './campaigns.repository';

export interface NewsletterSendsDeps
  extends Pick<TestSendDeps, 'orm' | 'now' | 'tokens' | 'baseUrl' | 'postalAddress' | 'logger'> {
  senders: CampaignSenders;
  channelFor: ChannelFor;
  /** Starts a row now, inside `db`'s transaction (campaigns service); null with nobody to send to. */
  start: (db: Orm, row: CampaignRow) => Promise<CampaignRow | null>;
  progress: (ids: readonly number[]) => Promise<Map<number, { total: number }>>;
  kick: () => void;
}

export interface IssueContent {
  subject: string;
  preheader: string;
  html: string;
}

export type IssueSendFailure = 'noSender' | 'noRecipients';

/**
 * What the newsletter module uses to deliver an issue (docs/decisions/2026-11-23-newsletter-issues.md):
 * an issue goes out as a campaign row of kind 'newsletter' owned by the newsletter sender, so it
 * shares the sender's limits, retries, tracking and one-click unsubscribe with their campaigns.
 */
export function createNewsletterSends(deps: NewsletterSendsDeps) {
  return {
    /** The body as campaigns store it: sanitised HTML and its plain-text part. */
    clean(html: string): { html: string; text: string } {
      const clean = sanitizeCampaignHtml(html);
      return { html: clean, text: htmlToText(clean) };
    },

    /** A sent body as the public archive shows it: merge fields take their fallback (or nothing). */
    publicHtml: (html: string) => mergeFields(html, { firstName: '', lastName: '', email: '' }, 'html'),

    /** The From header of the sender's connected mailbox, or null. */
    async senderFrom(senderId: number): Promise<string | null> {
      const sender = await deps.senders.senderFor(senderId);
      if (!sender) return null;
      await sender.transport.close();
      return sender.from;
    },

    /**
     * Inside the caller's transaction: the issue as a newsletter campaign of `senderId`, started now
     * (snapshotting the confirmed subscribers) or scheduled for `sendAt`. `from` is `senderFrom`'s
     * answer, read before the transaction. Call `kick` after the commit.
     */
    async send(
      db: Orm,
      input: IssueContent & { senderId: number; senderName: string; from: string; sendAt?: Date },
    ): Promise<{ campaignId: number } | { failure: IssueSendFailure }> {
      const { from } = input;
      const at = deps.now();
      const body = this.clean(input.html);
      const row = await repo.insert(db, {
        subject: input.subject,
        preheader: input.preheader,
        ...body,
        audience: { listIds: [], tags: [] },
        kind: 'newsletter',
        ownerId: input.senderId,
        ownerName: input.senderName,
        at,
      });
      await repo.replaceLinks(db, row.id, campaignLinks(body.html));
      const base = { fromAddress: from, updatedAt: at };
      if (input.sendAt) {
        await repo.update(db, row.id, { ...base, status: 'scheduled', sendAt: input.sendAt });
        return { campaignId: row.id };
      }
      const started = await deps.start(db, await repo.update(db, row.id, base));
      return started ? { campaignId: row.id } : { failure: 'noRecipients' };
    },

    kick: () => deps.kick(),

    /**
     * Inside the caller's transaction: calls off a scheduled issue's campaign (it becomes cancelled, so
     * the delivery worker never starts it); false when it has already started or finished.
     */
    async unschedule(db: Orm, campaignId: number): Promise<boolean> {
      const row = await repo.lock(db, campaignId);
      if (row?.kind !== 'newsletter' || row.status !== 'scheduled') return false;
      const at = deps.now();
      await repo.update(db, campaignId, { status: 'cancelled', finishedAt: at, updatedAt: at });
      return true;
    },

    /** Recipients per issue campaign (0 until it starts). */
    async recipients(campaignIds: readonly number[]): Promise<Map<number, number>> {
      const progress = await deps.progress(campaignIds);
      return new Map(campaignIds.map((id) => [id, progress.get(id)?.total ?? 0]));
    },

    /** A test of the issue from the sender's mailbox to `to`, merged with that address. */
    async test(
      input: IssueContent & { senderId: number; to: string; firstName: string; lastName: string },
      failure: string,
    ): Promise<{ sentTo: string } | { failure: IssueSendFailure }> {
      const sender = await deps.senders.senderFor(input.senderId);
      if (!sender) return { failure: 'noSender' };
      const body = this.clean(input.html);
      return sendTestMessage(
        deps,
        sender,
        {
          campaignId: 0,
          subject: input.subject,
          preheader: input.preheader,
          html: body.html,
          links: campaignLinks(body.html),
          kind: 'newsletter',
          reason: await deps.channelFor('newsletter').reason(deps.orm, ''),
          merge: { firstName: input.firstName, lastName: input.lastName, email: input.to },
          to: input.to,
        },
        failure,
      );
    },
  };
}
export type NewsletterSends = ReturnType<typeof createNewsletterSends>;
