import type { Orm } from '../../db/database';

/** One stored value sealed by the secrets service, with the context it was sealed under. */
export interface SealedValue {
  /** The row's key, as `replace` takes it. */
  id: string;
  ciphertext: string;
  context: string;
}

/**
 * A column of sealed values, declared by the module that owns it in its manifest (`sealed`), so
 * `npm run cli -- secrets reencrypt` and the backup's key report find every stored secret without
 * knowing the modules' tables (docs/deploy.md, Key rotation).
 */
export interface SealedValues {
  /** What the values are, for the operator ("sender mailbox passwords and OAuth tokens"). */
  readonly name: string;
  list(db: Orm): Promise<SealedValue[]>;
  /** Writes `after` in place of `before`; false when the row no longer holds `before` (written meanwhile). */
  replace(db: Orm, id: string, before: string, after: string): Promise<boolean>;
}
