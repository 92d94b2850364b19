import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { campaignLandingUrl } from '../../lib/visitor';
import { mergeLinkFields } from './campaign-html.rules';
import type { ChannelFor } from './campaign-channels.service';
import { campaignsRepository } from './campaigns.repository';
import { campaignMessagesRepository } from './campaign-messages.repository';
import { eventsRepository } from './events.repository';
import type { TrackingTokens } from './tracking-tokens.service';

export interface TrackingDeps {
  orm: Orm;
  now: () => Date;
  tokens: TrackingTokens;
  /** Our own site: a click to one of its pages carries the campaign's UTM tags (docs/product.md, KPI and visit counting). */
  publicUrl: string;
  /** Who a row goes to by its kind (campaign-channels.service.ts): what an unsubscribe changes. */
  channelFor: ChannelFor;
}

function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
}

/** What the unsubscribe page shows for a token. */
export type UnsubscribeView =
  | { kind: 'invalid' }
  | { kind: 'test' }
  | { kind: 'ready' | 'done'; email: string; senderName: string; list: 'campaign' | 'newsletter' };

/**
 * The public tracking paths (docs/decisions/2026-11-23-campaign-delivery.md): every request to the
 * pixel counts an open and every redirect a click (unique counts are per message); a test send's
 * tokens (message id 0) count nothing and unsubscribe nobody.
 */
export function createTrackingService(deps: TrackingDeps) {
  const { orm, now, tokens } = deps;

  async function messageFor(token: string, kind: 'o' | 'c' | 'u') {
    const target = tokens.verify(token, kind);
    if (!target) return { target: null, message: null };
    const message = target.messageId === 0 ? null : await campaignMessagesRepository.messageById(orm, target.messageId);
    return { target, message };
  }

  return {
    async open(token: string): Promise<void> {
      const { message } = await messageFor(token, 'o');
      if (message?.status === 'sent') {
        await eventsRepository.insert(orm, {
          campaignId: message.campaignId,
          messageId: message.id,
          kind: 'open',
          at: now(),
        });
      }
    },

    /**
     * The campaign's own URL for the token's link with its merge fields filled (URL-encoded) for the
     * message's recipient, which the token's signature names, and tagged when it is our site; or null
     * (bad token, a link not in the campaign, or one that is no http(s) address once filled).
     */
    async click(token: string): Promise<string | null> {
      const { target, message } = await messageFor(token, 'c');
      if (!target || !message || target.link === undefined) return null;
      const link = await campaignsRepository.link(orm, message.campaignId, target.link);
      const url = link === null ? null : mergeLinkFields(link, message);
      if (!url || !isHttpUrl(url)) return null;
      await eventsRepository.insert(orm, {
        campaignId: message.campaignId,
        messageId: message.id,
        kind: 'click',
        linkIdx: target.link,
        at: now(),
      });
      return campaignLandingUrl(url, message.campaignId, deps.publicUrl);
    },

    async unsubscribeView(token: string): Promise<UnsubscribeView> {
      const { target, message } = await messageFor(token, 'u');
      if (!target) return { kind: 'invalid' };
      if (target.messageId === 0) return { kind: 'test' };
      if (!message) return { kind: 'invalid' };
      const campaign = await campaignsRepository.find(orm, message.campaignId);
      const list = campaign?.kind === 'newsletter' ? 'newsletter' : 'campaign';
      const done = !(await deps.channelFor(list).receiving(orm, message.email));
      return { kind: done ? 'done' : 'ready', email: message.email, senderName: campaign?.ownerName ?? '', list };
    },

    /** RFC 8058 one-click (and the page's button): suppresses the address once; repeats change nothing. */
    async unsubscribe(token: string): Promise<UnsubscribeView> {
      const view = await this.unsubscribeView(token);
      const { message } = await messageFor(token, 'u');
      if (view.kind !== 'ready' || !message) return view;
      await inTransaction(orm, async (tx) => {
        await deps.channelFor(view.list).unsubscribe(tx, message.email, `campaign:${message.campaignId}`);
        await eventsRepository.insertOnce(tx, {
          campaignId: message.campaignId,
          messageId: message.id,
          kind: 'unsubscribe',
          at: now(),
        });
      });
      return { ...view, kind: 'done' };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
