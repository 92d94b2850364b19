import type { ReferralLinkKind } from '@meridian/contracts/referral-links';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { ConnectProfile } from './stripe-connect.service';

/** What the stripe-connect module needs from others, filled in modules.ts. */
export interface StripeConnectPorts {
  /** The payment provider (payments' gateway): its ConnectPort opens accounts, links and transfers. */
  gateway: PaymentGateway;
  /** The users module's profile of a user, or undefined. */
  profileOf: (userId: number) => Promise<ConnectProfile | undefined>;
  /** The referral-links module's links of a user, or null when they may own none. */
  referralLinksOf: (userId: number) => Promise<Record<ReferralLinkKind, string> | null>;
}
