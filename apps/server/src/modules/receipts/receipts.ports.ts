import type { ReceiptSettings } from '@meridian/contracts/receipts-settings';
import type { Orm } from '../../db/database';
import type { Payments } from '../payments/payments.module';

/** What the receipts module needs from others, filled in modules.ts. */
export interface ReceiptsPorts {
  /** The billing ledger: receipts and credit notes are issued in its transactions (`listen`). */
  ledger: Pick<Payments, 'listen' | 'byId' | 'bySubject'>;
  /** Site settings → Receipts and tax, read and saved on `db`. */
  settings: {
    getOn: (db: Orm) => Promise<{ receipts: ReceiptSettings }>;
    update: (db: Orm, patch: { receipts: ReceiptSettings }) => Promise<{ receipts: ReceiptSettings }>;
  };
}
