import type { FrequencyCap } from '@meridian/contracts/settings-frequency-cap';
import type { WorkerContext } from '../../core/workers/worker-hub';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { createKickedRunner } from '../../lib/kicked-runner';
import { createChannels } from './campaign-channels.service';
import {
  createMessageDelivery,
  type DeliveryResult,
  type MessageDeliveryDeps,
} from './campaign-message-delivery.service';
import type { CampaignTemplate } from './campaign-message.rules';
import type { MessageRow } from './campaign-messages.repository';
import type { CampaignContacts, CampaignSenders, NewsletterAudience, SenderMailbox } from './campaigns.ports';
import { createFrequencyCapGate } from './frequency-cap.service';
import { campaignStatusReader, deliveryRepository as repo } from './delivery.repository';

/** How long a claimed row is reserved beyond its send slot (longer than any SMTP timeout). */
export const LEASE_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const KICK_DELAY_MS = 50;
const CAMPAIGN_RUNNER = 'campaigns';

/** What delivery needs: what each message's delivery needs (campaign-message-delivery.service.ts) and the loop's own. */
export interface DeliveryOptions extends Omit<MessageDeliveryDeps, 'channelFor'> {
  contacts: CampaignContacts;
  /** The newsletter's subscribers, for issues (campaigns of kind 'newsletter'). */
  newsletter?: NewsletterAudience;
  senders: CampaignSenders;
  /** Starts scheduled campaigns whose time has come (the service's audience snapshot). */
  startDueScheduled: () => Promise<void>;
  /** The site's frequency cap read on the claim's transaction (absent: no cap). */
  frequencyCap?: (db: Orm) => Promise<FrequencyCap>;
  /** Picks the winners of A/B tests whose wait is over and queues the rest (ab-tests.service.ts). */
  pickDueWinners?: () => Promise<void>;
  /** Waits until `at` (tests with a hand-moved clock move it there). */
  sleepUntil?: (at: Date) => Promise<void>;
  /** Most rows claimed at a time per sender (fewer for a slow sender: about ten seconds of its rate). */
  batchSize?: number;
  /**
   * Messages in progress per sender: more than the transport's pool of three connections, so the
   * database steps of some overlap the SMTP exchanges of others (the pool queues the rest).
   */
  concurrency?: number;
  /** The process's hub and presence: kicks go where the role says, claims name this instance. */
  worker?: WorkerContext;
}

export interface CampaignDelivery {
  /** Sends what is due now, sender by sender, until nothing is left that may go now. */
  deliverDue(): Promise<DeliveryResult>;
  kick(): void;
  idle(): Promise<void>;
  /** Stops between messages: rows claimed but not yet sent go back to the queue. */
  close(): Promise<void>;
}

/**
 * Durable campaign delivery (docs/decisions/2026-11-23-campaign-delivery.md). Per sender: lock the
 * sender's pace row, count the rolling 24-hour quota, claim a batch and reserve consecutive send slots
 * `60 s / perMinute` apart, all in one transaction, so several runs or instances share one rate and
 * one quota. Each row is then sent at its slot, after re-checking the campaign's status and the
 * address's suppression, and marked sent right after the provider accepts it
 * (campaign-message-delivery.service.ts).
 */
export function createCampaignDelivery(options: DeliveryOptions): CampaignDelivery {
  const { orm, now, logger } = options;
  const batchSize = options.batchSize ?? 200;
  const concurrency = options.concurrency ?? 32;
  const sleepUntil =
    options.sleepUntil ??
    ((at: Date) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - now().getTime()))));
  let closed = false;
  const admit = createFrequencyCapGate(options.frequencyCap);
  const { templateFor, deliverOne } = createMessageDelivery({
    ...options,
    channelFor: createChannels(options.contacts, options.newsletter),
  });

  async function claimBatch(ownerId: number, sender: SenderMailbox, spacingMs: number) {
    return inTransaction(orm, async (tx) => {
      const at = now();
      const nextSlot = await repo.lockPace(tx, ownerId, at);
      const used = await repo.usedSince(tx, ownerId, new Date(at.getTime() - DAY_MS));
      const tenSeconds = Math.ceil(sender.limits.perMinute / 6);
      const room = Math.min(batchSize, tenSeconds, sender.limits.perDay - used);
      if (room <= 0) return { rows: [] as MessageRow[], base: at, claimed: [] as MessageRow[] };
      const base = new Date(Math.max(nextSlot.getTime(), at.getTime()));
      const claimed = await repo.claim(tx, {
        ownerId,
        limit: room,
        now: at,
        slotAt: base,
        leaseUntil: new Date(base.getTime() + room * spacingMs + LEASE_MS),
        domain: /@([^\s>]+)$/.exec(sender.address)?.[1] ?? 'localhost',
        claimedBy: options.worker?.presence.id ?? null,
      });
      const rows = await admit(tx, claimed, at);
      await repo.setPace(tx, ownerId, new Date(base.getTime() + rows.length * spacingMs));
      return { rows, base, claimed };
    });
  }

  /** Sends a claimed batch, `concurrency` at a time, each not before its slot. */
  async function sendBatch(
    rows: MessageRow[],
    base: Date,
    spacingMs: number,
    sender: SenderMailbox,
    templates: Map<string, Promise<CampaignTemplate | null>>,
    result: DeliveryResult,
  ): Promise<void> {
    const statusOf = campaignStatusReader(orm);
    let next = 0;
    const lane = async () => {
      for (let index = next++; index < rows.length; index = next++) {
        const row = rows[index] as MessageRow;
        if (closed) {
          await repo.settle(orm, row, { status: 'queued', attempts: row.attempts - 1, nextAttemptAt: now() });
          continue;
        }
        await sleepUntil(new Date(base.getTime() + index * spacingMs));
        // One template per campaign and A/B variant (the rest of a test goes with the winner's subject).
        const key = `${row.campaignId}:${row.variant ?? ''}`;
        if (!templates.has(key)) templates.set(key, templateFor(row.campaignId, sender, row.variant));
        const template = await templates.get(key);
        if (template) await deliverOne(row, sender, template, result, statusOf);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
  }

  async function drainOwner(ownerId: number, result: DeliveryResult, touched: Set<number>): Promise<void> {
    const sender = await options.senders.senderFor(ownerId);
    if (!sender) {
      logger?.warn({ ownerId }, 'campaign sender has no saved mailbox; delivery waits');
      return;
    }
    const spacingMs = 60_000 / Math.max(1, sender.limits.perMinute);
    const templates = new Map<string, Promise<CampaignTemplate | null>>();
    try {
      while (!closed) {
        const { rows, base, claimed } = await claimBatch(ownerId, sender, spacingMs);
        if (claimed.length === 0) return;
        for (const row of claimed) touched.add(row.campaignId);
        await sendBatch(rows, base, spacingMs, sender, templates, result);
      }
    } finally {
      await sender.transport.close();
    }
  }

  async function deliverDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0, skipped: 0, retried: 0 };
    if (closed) return result;
    await options.startDueScheduled();
    await options.pickDueWinners?.();
    const touched = new Set<number>();
    const owners = await repo.ownersWithDueWork(orm, now());
    await Promise.all(owners.map((ownerId) => drainOwner(ownerId, result, touched)));
    await repo.finishCampaigns(orm, [...touched], now());
    return result;
  }

  const runner = createKickedRunner({
    delayMs: KICK_DELAY_MS,
    drain: async () => {
      await deliverDue();
    },
    onError: (error) => logger?.error({ err: error }, 'campaign delivery run failed'),
    ...(options.worker ? { worker: { hub: options.worker.hub, name: CAMPAIGN_RUNNER } } : {}),
  });
  options.worker?.presence.reclaim({ name: 'campaign mail', runner: CAMPAIGN_RUNNER, release: repo.releaseOrphans });

  return {
    deliverDue,
    kick: runner.kick,
    idle: runner.idle,
    async close() {
      closed = true;
      await runner.close();
    },
  };
}
