import { recordImpression } from '@meridian/contracts/billboard';
import { sendBeacon } from '../../lib/send-beacon';

/**
 * Tells the server a slot was seen (docs/product.md, Digital billboard). Loaded only once a slot
 * is half visible, so pages without a seen advertisement never download it. A failed beacon is
 * an uncounted impression, never an error the visitor sees.
 */
export function sendImpression(token: string): void {
  sendBeacon(recordImpression, { body: { token } });
}
