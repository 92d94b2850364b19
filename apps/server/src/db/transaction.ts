import type { Orm } from './database';

/** Runs `fn` in one transaction; repositories take the handle it is given, so their writes commit together. */
export function inTransaction<T>(orm: Orm, fn: (db: Orm) => Promise<T>): Promise<T> {
  return orm.transaction((tx) => fn(tx));
}
