import { defineModule, type Platform } from '../../core/module';
import type { ReceiptsPorts } from './receipts.ports';
import { receiptsRoutes } from './receipts.routes';
import { createReceiptsService } from './receipts.service';

export type { ReceiptsService } from './receipts.service';

/**
 * Receipts and credit notes for every payment of the ledger (seats and advertising), issued in the
 * ledger's own transactions: the buyer's page and PDF through a signed link, the admin's from Sales,
 * and Site settings → Receipts and tax.
 */
export function createReceiptsModule(platform: Platform, deps: ReceiptsPorts) {
  const receipts = createReceiptsService({
    ...deps,
    orm: platform.orm,
    signer: platform.secrets,
    publicUrl: platform.config.publicUrl,
    now: platform.now,
  });
  deps.ledger.listen(receipts.ledgerListener);
  return defineModule({
    name: 'receipts',
    api: { linkForSubject: receipts.linkForSubject },
    routes: (app) => receiptsRoutes(app, receipts),
  });
}
