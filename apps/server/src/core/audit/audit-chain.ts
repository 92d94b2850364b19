import { createHash } from 'node:crypto';
import type { AuditRow } from './audit.tables';

/** The previous hash of the very first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * An entry's hash: SHA-256 over every stored field and the previous entry's hash, in a fixed order
 * (docs/decisions/2026-11-27-audit-log.md). Changing any field, or the order of entries, changes it.
 */
export function entryHash(row: Omit<AuditRow, 'hash'>): string {
  const fields = [
    row.id,
    row.at.toISOString(),
    row.actorUserId,
    row.actorRoles,
    row.address,
    row.userAgent,
    row.action,
    row.subjectType,
    row.subjectId,
    row.subjectLabel,
    row.summary,
    row.requestId,
    row.prevHash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The first link that does not hold, or null when every entry follows the one before it. */
export function brokenLink(
  row: AuditRow,
  expectedPrev: string,
  previousId: number | null,
): { id: number; problem: string } | null {
  if (row.prevHash !== expectedPrev) {
    const problem =
      previousId === null
        ? 'it does not follow the last removal of old entries (an older entry was removed or changed)'
        : `it does not follow entry #${previousId} (that entry was changed, or an entry between them was removed)`;
    return { id: row.id, problem };
  }
  if (entryHash(row) !== row.hash) return { id: row.id, problem: 'it was changed after it was written' };
  return null;
}
