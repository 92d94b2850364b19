import type { AddedTax } from '@meridian/contracts/receipts-settings';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';

/** What the payments module needs from others, filled in modules.ts. */
export interface PaymentsPorts {
  /** The business's time zone (the KPI setting): Sales' From and To are its days. */
  timeZone: () => Promise<string>;
  /** "First Last" of each user id (the users module's): Sales names the referring affiliates. */
  userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>;
  /** The tax rate checkouts add on top of prices now (the receipt settings), or null: prices are the total. */
  addedTax: () => Promise<AddedTax | null>;
  /** Tests: the payment provider (default: Stripe with keys, else the TEST MODE gateway). */
  gateway?: PaymentGateway;
}
