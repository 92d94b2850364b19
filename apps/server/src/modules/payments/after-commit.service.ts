import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AfterCommit } from './payment-kinds.rules';

/** Runs `fn` in one transaction, then the tasks it queued with `afterCommit` (none if it threw). */
export async function withAfterCommit<T>(orm: Orm, fn: (db: Orm, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const tasks: (() => Promise<void> | void)[] = [];
  const result = await inTransaction(orm, (db) => fn(db, (task) => void tasks.push(task)));
  for (const task of tasks) await task();
  return result;
}
