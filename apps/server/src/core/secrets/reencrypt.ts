import type { Orm } from '../../db/database';
import { SecretDecryptionError } from './secret-errors';
import { isSecretCiphertext, parseSecret } from './secret-format';
import type { SealedValues } from './sealed-values';
import type { Secrets } from './secrets.service';

export interface ReencryptReport {
  /** Per column: values sealed again with the current key, and values that already were. */
  columns: { name: string; reencrypted: number; current: number }[];
  /** Values no configured key opens: left as they are. */
  failures: { column: string; id: string; message: string }[];
  /** Values written by someone else between reading and writing (with the writer's current key). */
  changedMeanwhile: number;
}

/**
 * Seals every stored secret again with the current key (`npm run cli -- secrets reencrypt`), one
 * compare-and-set update per value, so a server running beside it loses nothing. A value an older
 * version stored in the clear is sealed. Afterwards no stored secret needs an older key.
 */
export async function reencryptAll(
  orm: Orm,
  secrets: Secrets,
  columns: readonly SealedValues[],
): Promise<ReencryptReport> {
  const report: ReencryptReport = { columns: [], failures: [], changedMeanwhile: 0 };
  for (const column of columns) {
    const counts = { name: column.name, reencrypted: 0, current: 0 };
    for (const value of await column.list(orm)) {
      let sealed: string;
      try {
        const stored = isSecretCiphertext(value.ciphertext);
        if (stored && !secrets.needsReencrypt(value.ciphertext)) {
          // Opened once anyway: a value the current key cannot open must not be reported as fine.
          secrets.decrypt(value.ciphertext, value.context);
          counts.current += 1;
          continue;
        }
        sealed = stored
          ? secrets.reencrypt(value.ciphertext, value.context)
          : secrets.encrypt(value.ciphertext, value.context);
      } catch (error) {
        if (!(error instanceof SecretDecryptionError)) throw error;
        report.failures.push({ column: column.name, id: value.id, message: error.message });
        continue;
      }
      if (await column.replace(orm, value.id, value.ciphertext, sealed)) counts.reencrypted += 1;
      else report.changedMeanwhile += 1;
    }
    report.columns.push(counts);
  }
  return report;
}

/** The key ids the stored secrets are sealed with, each with how many values use it (a backup's needs). */
export async function keyIdsInUse(orm: Orm, columns: readonly SealedValues[]): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  for (const column of columns) {
    for (const value of await column.list(orm)) {
      const keyId = parseSecret(value.ciphertext)?.keyId;
      if (keyId) used.set(keyId, (used.get(keyId) ?? 0) + 1);
    }
  }
  return used;
}
