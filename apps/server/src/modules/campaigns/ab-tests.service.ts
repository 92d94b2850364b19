import {
  abVariantSize,
  type AbTest,
  type AbTestStats,
  type abTestDraftSchema,
} from '@meridian/contracts/campaigns-ab-test';
import type { z } from 'zod';
import type { ServiceLogger } from '../../core/module';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { pickWinner } from './ab-test.rules';
import { abTestsRepository as repo, type AbTestRow } from './ab-tests.repository';

type AbTestDraft = z.output<typeof abTestDraftSchema>;

const HOUR_MS = 3_600_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

/** A test as the API shows it. */
export function toAbTest(row: AbTestRow): AbTest {
  return {
    subjectB: row.subjectB,
    preheaderB: row.preheaderB,
    testPercent: row.testPercent,
    metric: row.metric as AbTest['metric'],
    waitHours: row.waitHours,
    decideAt: iso(row.decideAt),
    winner: row.winner as AbTest['winner'],
    winnerPickedAt: iso(row.winnerPickedAt),
  };
}

/**
 * Subject-line A/B tests (docs/product.md, Subject-line A/B tests;
 * docs/decisions/2026-11-27-subject-ab-tests.md). The draft's test is saved with the draft; at start
 * the audience snapshot is split (A, B, and the waiting rest); after the wait, delivery's run picks
 * the winner in one locked transaction and queues the rest, which is then sent with the winner's
 * subject through the same rows, so every recipient gets exactly one message.
 */
export function createAbTests(deps: { orm: Orm; now: () => Date; logger?: ServiceLogger }) {
  const { orm, now } = deps;

  async function decide(campaignId: number): Promise<void> {
    await inTransaction(orm, async (tx) => {
      const test = await repo.lockUndecided(tx, campaignId);
      if (!test) return;
      const counts = await repo.variantCounts(tx, campaignId);
      const winner = pickWinner(test.metric as AbTest['metric'], counts);
      await repo.decide(tx, campaignId, winner, now());
      deps.logger?.info({ campaignId, winner, counts }, 'subject-line test decided');
    });
  }

  return {
    /** Saves the draft's test on `db` (null: no test). */
    save: (db: Orm, campaignId: number, draft: AbTestDraft | null) => repo.replace(db, campaignId, draft),

    /** Tests of these campaigns, by campaign id. */
    async viewsOf(db: Orm, ids: readonly number[]): Promise<Map<number, AbTest>> {
      const rows = await repo.findMany(db, ids);
      return new Map([...rows].map(([id, row]) => [id, toAbTest(row)]));
    },

    /** At start, inside its transaction, after the audience snapshot of `total` rows. */
    async split(db: Orm, campaignId: number, total: number): Promise<void> {
      const test = await repo.find(db, campaignId);
      if (!test) return;
      const size = abVariantSize(total, test.testPercent);
      if (size === 0) {
        // One recipient: nothing to compare; it gets A, recorded as the winner at once.
        await repo.decide(db, campaignId, 'a', now());
        return;
      }
      await repo.split(db, campaignId, size, new Date(now().getTime() + test.waitHours * HOUR_MS));
    },

    /** Delivery's run: picks the winner of every test whose wait is over (its campaign sending). */
    async pickDueWinners(): Promise<void> {
      for (const campaignId of await repo.due(orm, now())) await decide(campaignId);
    },

    /** Both variants' figures for the campaign stats, or null without a test. */
    async stats(campaignId: number, subjectA: string): Promise<AbTestStats | null> {
      const test = await repo.find(orm, campaignId);
      if (!test) return null;
      const counts = await repo.variantCounts(orm, campaignId);
      return {
        ...toAbTest(test),
        variants: counts.map((c) => ({
          ...c,
          subject: c.variant === 'a' ? subjectA : test.subjectB,
          openRate: rate(c.uniqueOpens, c.sent),
          clickRate: rate(c.uniqueClicks, c.sent),
        })),
      };
    },
  };
}
export type AbTests = ReturnType<typeof createAbTests>;
