import type { Orm } from '../../db/database';
import { brokenLink, GENESIS_HASH } from './audit-chain';
import { auditLogRepository as repository } from './audit-log.repository';
import type { AuditTrail } from './audit-trail';

const RETENTION_ACTION = 'audit.retention';
const BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ChainReport =
  | { ok: true; count: number; firstId: number | null; lastId: number | null; headHash: string }
  | { ok: false; count: number; brokenId: number; problem: string };

/** The previous hash the oldest entry must carry: the genesis, or the anchor the last removal recorded. */
async function anchorOf(db: Orm): Promise<string> {
  const removal = await repository.latestOf(db, RETENTION_ACTION);
  if (!removal) return GENESIS_HASH;
  const summary = JSON.parse(removal.summary) as { after?: { anchor?: unknown } };
  return typeof summary.after?.anchor === 'string' ? summary.after.anchor : GENESIS_HASH;
}

/**
 * Walks the whole chain, oldest first (`npm run cli -- audit verify`): each entry must carry the
 * hash of the one before it and its own hash must match its fields. Answers the first entry that
 * does not, or the count and the newest hash.
 */
export async function verifyAuditChain(db: Orm): Promise<ChainReport> {
  const anchor = await anchorOf(db);
  let count = 0;
  let firstId: number | null = null;
  let previous: { id: number; hash: string } | null = null;
  for (;;) {
    const page = await repository.page(db, previous?.id ?? 0, BATCH);
    for (const row of page) {
      const expected = previous === null && row.prevHash === GENESIS_HASH ? GENESIS_HASH : (previous?.hash ?? anchor);
      const broken = brokenLink(row, expected, previous?.id ?? null);
      if (broken) return { ok: false, count, brokenId: broken.id, problem: broken.problem };
      firstId ??= row.id;
      count += 1;
      previous = { id: row.id, hash: row.hash };
    }
    if (page.length < BATCH) break;
  }
  return { ok: true, count, firstId, lastId: previous?.id ?? null, headHash: previous?.hash ?? GENESIS_HASH };
}

/**
 * The retention job: removes entries older than `days` and, when it removed any, says so in the log
 * with how many and the new anchor of the chain (docs/product.md, Audit log).
 */
export async function pruneAuditLog(trail: AuditTrail, db: Orm, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return repository.prune(db, cutoff, (tx, deleted, anchor) =>
    trail.record(tx, {
      action: RETENTION_ACTION,
      subject: { type: 'audit-log', id: 'retention', label: `Entries before ${cutoff.toISOString().slice(0, 10)}` },
      after: { deleted, olderThan: cutoff.toISOString(), keptDays: days, anchor },
      actor: null,
    }),
  );
}
