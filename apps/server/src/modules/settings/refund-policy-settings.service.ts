import type { RefundPolicy } from '@meridian/contracts/settings-refund-policy';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SiteSettings } from './settings.service';

interface SettingsStore {
  get: () => Promise<SiteSettings>;
  getOn: (db: Orm) => Promise<SiteSettings>;
  update: (db: Orm, patch: Partial<SiteSettings>) => Promise<SiteSettings>;
}

/**
 * Site settings → Refund policy (docs/product.md, Refund policy): read by the RSVP modal (public
 * config), the seat emails and cancel page (RSVP's port) and the Terms (`{{refundPolicy}}`). A save
 * moves the public content version (the Terms re-render) and is audited by the settings store.
 */
export function createRefundPolicySettings(orm: Orm, settings: SettingsStore) {
  return {
    view: async (): Promise<RefundPolicy> => (await settings.get()).refundPolicy,

    /** The policy read on `db` (a caller's transaction). */
    on: async (db: Orm): Promise<RefundPolicy> => (await settings.getOn(db)).refundPolicy,

    async save(input: RefundPolicy): Promise<RefundPolicy> {
      const saved = await inTransaction(orm, (db) => settings.update(db, { refundPolicy: input }));
      return saved.refundPolicy;
    },
  };
}
export type RefundPolicySettings = ReturnType<typeof createRefundPolicySettings>;
