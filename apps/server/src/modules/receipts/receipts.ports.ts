import type { ReceiptSettings } from '@meridian/contracts/receipts-settings';
import type { Orm } from '../../db/database';
import type { PaymentRecord, Payments } from '../payments/payments.module';

/** What the receipts module needs from others, filled in modules.ts. */
export interface ReceiptsPorts {
  /** The billing ledger: receipts and credit notes are issued in its transactions (`listen`). */
  ledger: Pick<Payments, 'listen' | 'byId' | 'bySubject'>;
  /**
   * The price before a discount of what a payment paid for (a seat booked with a promo code), read on
   * `db`; null when nothing was taken off.
   */
  listPriceOf: (db: Orm, payment: PaymentRecord) => Promise<number | null>;
  /** Site settings → Receipts and tax, read and saved on `db`. */
  settings: {
    getOn: (db: Orm) => Promise<{ receipts: ReceiptSettings }>;
    update: (db: Orm, patch: { receipts: ReceiptSettings }) => Promise<{ receipts: ReceiptSettings }>;
  };
}
