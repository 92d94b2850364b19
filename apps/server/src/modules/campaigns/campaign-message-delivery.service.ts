import type { CounterMetric } from '../../core/metrics/metrics';
import type { ServiceLogger } from '../../core/module';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordBounce, type ChannelFor } from './campaign-channels.service';
import { prepareTemplate, renderMessage, type CampaignTemplate } from './campaign-message.rules';
import type { MessageRow } from './campaign-messages.repository';
import type { SenderMailbox } from './campaigns.ports';
import { variantContent } from './ab-test.rules';
import { abTestsRepository } from './ab-tests.repository';
import { campaignsRepository as campaignsRepo } from './campaigns.repository';
import { deliveryRepository as repo } from './delivery.repository';
import { classifySmtpFailure, retryAt } from './smtp-failure.rules';
import type { TrackingTokens } from './tracking-tokens.service';

export interface DeliveryResult {
  sent: number;
  failed: number;
  skipped: number;
  retried: number;
}

export interface MessageDeliveryDeps {
  orm: Orm;
  now: () => Date;
  channelFor: ChannelFor;
  tokens: TrackingTokens;
  /** The site's public URL (tracking links). */
  baseUrl: string;
  postalAddress: () => Promise<string>;
  /** Counts each message sent or given up, by campaign kind (`meridian_campaign_messages_total`). */
  messagesCounter?: CounterMetric<'kind' | 'result'>;
  logger?: ServiceLogger;
}

/**
 * One claimed message of a campaign (docs/decisions/2026-11-23-campaign-delivery.md): its campaign's
 * template, the re-check of the campaign's status and the address's suppression, the send, and its
 * outcome (sent, skipped, queued for a retry, or failed, a permanent failure counting as a bounce).
 */
export function createMessageDelivery(deps: MessageDeliveryDeps) {
  const { orm, now, channelFor, logger } = deps;

  /** The campaign's template for rows of this A/B variant (null: no test, or the rest after the winner). */
  async function templateFor(
    campaignId: number,
    sender: SenderMailbox,
    variant: string | null,
  ): Promise<CampaignTemplate | null> {
    const campaign = await campaignsRepo.find(orm, campaignId);
    if (!campaign) return null;
    const test = campaign.kind === 'campaign' ? await abTestsRepository.find(orm, campaignId) : null;
    return prepareTemplate({
      campaignId,
      ...variantContent(campaign, test, variant),
      html: campaign.html,
      links: await campaignsRepo.links(orm, campaignId),
      from: sender.from,
      kind: campaign.kind,
      reason: await channelFor(campaign.kind).reason(orm, campaign.ownerName),
      preferences: campaign.kind === 'newsletter',
      postalAddress: await deps.postalAddress(),
    });
  }

  async function recordFailure(row: MessageRow, kind: string, error: unknown, result: DeliveryResult): Promise<void> {
    const failure = classifySmtpFailure(error);
    const retry = failure.permanent ? null : retryAt(row.attempts, now());
    if (retry) {
      await repo.settle(orm, row, { status: 'queued', nextAttemptAt: retry, lastError: failure.reason });
      result.retried += 1;
      return;
    }
    await inTransaction(orm, async (tx) => {
      if (!(await repo.settle(tx, row, { status: 'failed', lastError: failure.reason }))) return;
      if (!failure.permanent) return;
      await recordBounce(tx, channelFor, { ...row, kind }, now());
    });
    result.failed += 1;
    deps.messagesCounter?.inc({ kind, result: 'failed' });
    logger?.warn(
      { campaignId: row.campaignId, messageId: row.id, permanent: failure.permanent },
      'campaign message failed',
    );
  }

  async function deliverOne(
    row: MessageRow,
    sender: SenderMailbox,
    template: CampaignTemplate,
    result: DeliveryResult,
    statusOf: (campaignId: number) => Promise<string | null>,
  ): Promise<void> {
    const status = await statusOf(row.campaignId);
    if (status !== 'sending') {
      // Paused: back to the queue, this attempt not counted. Cancelled: skipped.
      const values =
        status === 'cancelled'
          ? { status: 'skipped', lastError: 'Campaign cancelled' }
          : { status: 'queued', attempts: row.attempts - 1, nextAttemptAt: now() };
      await repo.settle(orm, row, values);
      if (status === 'cancelled') result.skipped += 1;
      return;
    }
    const receiving = await channelFor(template.kind).receiving(orm, row.email);
    if (!receiving) {
      await repo.settle(orm, row, { status: 'skipped', lastError: 'Suppressed (unsubscribed, bounced or complained)' });
      result.skipped += 1;
      return;
    }
    const message = renderMessage(
      template,
      { ...row, ...receiving, messageId: row.id, messageIdHeader: row.messageId ?? '', to: row.email },
      { tokens: deps.tokens, baseUrl: deps.baseUrl },
    );
    try {
      await sender.transport.send(message);
    } catch (error) {
      await recordFailure(row, template.kind, error, result);
      return;
    }
    await repo.settle(orm, row, { status: 'sent', sentAt: now(), lastError: null });
    result.sent += 1;
    deps.messagesCounter?.inc({ kind: template.kind, result: 'sent' });
  }

  return { templateFor, deliverOne };
}
