import type { FrequencyCap } from '@meridian/contracts/settings-frequency-cap';
import type { Orm } from '../../db/database';
import type { MessageRow } from './campaign-messages.repository';
import { frequencyCapRepository as repo } from './frequency-cap.repository';
import { CAP_WAIT_REASON, CAPPED_REASON, capReleaseAt, capWindowStart } from './frequency-cap.rules';

/**
 * The frequency cap at the claim (docs/product.md, Frequency cap): inside the claim's transaction,
 * lock every address of the batch, count what was sent or is being sent to each in the window (every
 * sender, every kind) and let a row go only while its address is under the cap. A campaign's or
 * issue's row over the cap is skipped (counted as capped); an automation email goes back to the
 * queue until the oldest counted message leaves the window.
 */
export function createFrequencyCapGate(capOn: ((db: Orm) => Promise<FrequencyCap>) | undefined) {
  return async function admit(tx: Orm, rows: MessageRow[], at: Date): Promise<MessageRow[]> {
    if (!capOn || rows.length === 0) return rows;
    const cap = await capOn(tx);
    if (!cap.enabled) return rows;
    const emails = rows.map((row) => row.email);
    await repo.lockAddresses(tx, emails);
    const counted = await repo.counted(tx, emails, capWindowStart(cap, at));
    const kinds = await repo.kinds(
      tx,
      rows.map((row) => row.campaignId),
    );
    // Rows of this batch count once admitted; the others (skipped, deferred, not yet looked at) do not.
    const batch = new Set(rows.map((row) => row.id));
    const admittedIds = new Set<number>();
    const admitted: MessageRow[] = [];
    for (const row of rows) {
      const slots = counted
        .filter((message) => message.email === row.email && (!batch.has(message.id) || admittedIds.has(message.id)))
        .map((message) => message.slotAt);
      const releaseAt = capReleaseAt(cap, slots);
      if (!releaseAt) {
        admitted.push(row);
        admittedIds.add(row.id);
      } else if (kinds.get(row.campaignId) === 'automation') {
        await repo.defer(tx, row.id, releaseAt, CAP_WAIT_REASON);
      } else {
        await repo.skip(tx, row.id, CAPPED_REASON);
      }
    }
    return admitted;
  };
}
export type FrequencyCapGate = ReturnType<typeof createFrequencyCapGate>;
