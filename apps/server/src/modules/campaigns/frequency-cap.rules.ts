import type { FrequencyCap } from '@meridian/contracts/settings-frequency-cap';

const DAY_MS = 24 * 60 * 60_000;

/** The reason a campaign's or newsletter issue's skipped row carries; its stats count it as capped. */
export const CAPPED_REASON = 'Frequency cap reached';

/** The reason an automation email carries while it waits for the cap (it is sent later, never dropped). */
export const CAP_WAIT_REASON = 'Waiting for the frequency cap';

/** Where the window of counted messages starts: `days` before `at`. */
export function capWindowStart(cap: FrequencyCap, at: Date): Date {
  return new Date(at.getTime() - cap.days * DAY_MS);
}

/**
 * Whether one more marketing email may go to an address now (docs/product.md, Frequency cap):
 * null when it may; otherwise the moment it may, when enough of the counted messages (their send
 * slots, all inside the window) have left it for the count to fall below the cap.
 */
export function capReleaseAt(cap: FrequencyCap, counted: readonly Date[]): Date | null {
  if (!cap.enabled || counted.length < cap.messages) return null;
  const sorted = [...counted].sort((a, b) => a.getTime() - b.getTime());
  const leaving = sorted[counted.length - cap.messages] as Date;
  return new Date(leaving.getTime() + cap.days * DAY_MS);
}
