import type { RefundPolicy } from '@meridian/contracts/settings-refund-policy';

/** What the content module needs from others, filled in modules.ts. */
export interface ContentPorts {
  /** The settings module's seat refund policy: the Terms' `{{refundPolicy}}` merge field states it. */
  refundPolicy: () => Promise<RefundPolicy>;
}
