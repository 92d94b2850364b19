import { AFFILIATE_SETTING_DEFAULTS, affiliateSettingsSchema } from '@meridian/contracts/affiliates';
import { KPI_SETTING_DEFAULTS, kpiSettingsSchema } from '@meridian/contracts/kpi';
import { addedTaxOf, RECEIPT_SETTING_DEFAULTS, receiptSettingsSchema } from '@meridian/contracts/receipts-settings';
import { RSVP_HOLD_LIMIT_DEFAULTS, rsvpHoldLimitsSchema } from '@meridian/contracts/rsvp-admin';
import {
  DEFAULT_TAGLINE,
  socialLinkSchema,
  type AmplifyAuthConfig,
  type PublicConfig,
} from '@meridian/contracts/settings';
import { FREQUENCY_CAP_DEFAULTS, frequencyCapSchema } from '@meridian/contracts/settings-frequency-cap';
import { REFUND_POLICY_DEFAULTS, refundPolicySchema } from '@meridian/contracts/settings-refund-policy';
import { MFA_REQUIRED_ROLE_DEFAULTS, securitySettingsSchema } from '@meridian/contracts/settings-security';
import { z } from 'zod';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Orm } from '../../db/database';
import { settingsChanges } from './settings-audit.rules';
import { settingsRepository } from './settings.repository';

export const DEFAULT_SITE_NAME = 'Meridian Trading Academy';
/** The business's postal address, printed in the footer of every campaign email (CAN-SPAM). */
export const DEFAULT_POSTAL_ADDRESS = 'Meridian Trading Academy, 350 Fifth Avenue, Suite 4810, New York, NY 10118, USA';

const cents = z.number().int().nonnegative();

/** Every site setting, its type and its default. Stored key by key in `site_settings`. */
export const siteSettingsSchema = z.object({
  siteName: z.string().min(1).default(DEFAULT_SITE_NAME),
  tagline: z.string().min(1).default(DEFAULT_TAGLINE),
  currency: z.string().length(3).default('usd'),
  rsvpPriceCents: cents.default(50_000),
  advertisingMonthlyCents: cents.default(15_000),
  advertisingYearlyCents: cents.default(60_000),
  postalAddress: z.string().min(1).default(DEFAULT_POSTAL_ADDRESS),
  /**
   * The user id of the staff member whose connected mailbox sends newsletter issues; 0: the bootstrap
   * admin (docs/decisions/2026-11-23-newsletter-issues.md).
   */
  newsletterSenderUserId: z.number().int().nonnegative().default(0),
  socialLinks: z.array(socialLinkSchema).default([
    { network: 'youtube', url: 'https://www.youtube.com/@MeridianTradingAcademy' },
    { network: 'x', url: 'https://x.com/MeridianTrading' },
    { network: 'instagram', url: 'https://www.instagram.com/meridiantradingacademy' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/meridian-trading-academy' },
  ]),
  /** The affiliate program: rates, hold, minimum payout, schedule (docs/product.md, Affiliate commissions and payouts). */
  affiliateProgram: affiliateSettingsSchema.default(AFFILIATE_SETTING_DEFAULTS),
  /** The KPI's time zone and how long raw visits are kept (docs/product.md, KPI and visit counting). */
  kpi: kpiSettingsSchema.default(KPI_SETTING_DEFAULTS),
  /** Unpaid seat holds one visitor may have at once (docs/product.md, Webinar seats). */
  rsvpHoldLimits: rsvpHoldLimitsSchema.default(RSVP_HOLD_LIMIT_DEFAULTS),
  /** Full refund until N hours before the start, or none (docs/product.md, Refund policy). */
  refundPolicy: refundPolicySchema.default(REFUND_POLICY_DEFAULTS),
  /** At most N marketing emails per address in D days, or off (docs/product.md, Frequency cap). */
  frequencyCap: frequencyCapSchema.default(FREQUENCY_CAP_DEFAULTS),
  /** Who the seller is on receipts and the tax they show (docs/product.md, Receipts and credit notes). */
  receipts: receiptSettingsSchema.default(RECEIPT_SETTING_DEFAULTS),
  /** Roles whose holders must sign in with TOTP MFA (docs/decisions/2026-11-27-totp-mfa.md). */
  mfaRequiredRoleIds: securitySettingsSchema.shape.mfaRequiredRoleIds.default([...MFA_REQUIRED_ROLE_DEFAULTS]),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const settingDefaults: SiteSettings = siteSettingsSchema.parse({});

/** What the public config takes from outside the settings table. */
export interface SettingsDeps {
  /** The identity pool the browser signs in with (Amplify's Auth configuration). */
  auth: () => AmplifyAuthConfig;
  /** Settings show on public pages: a change re-renders them on every instance. */
  publicContent: PublicContent;
  /** How long a seat is held while the visitor pays (configuration: RSVP_HOLD_MINUTES); pages state it. */
  seatHoldMinutes: number;
  /** Every change is an audit entry, in the transaction of the change. */
  audit: AuditTrail;
}

export function createSettingsService(orm: Orm, deps: SettingsDeps) {
  async function read(db: Orm): Promise<SiteSettings> {
    const stored = Object.fromEntries(await settingsRepository.all(db));
    const known = Object.fromEntries(Object.keys(siteSettingsSchema.shape).map((key) => [key, stored[key]]));
    // A stored value that no longer fits its type falls back to the default rather than failing pages.
    const parsed = siteSettingsSchema.safeParse(known);
    if (parsed.success) return parsed.data;
    const repaired = { ...known };
    for (const issue of parsed.error.issues) delete repaired[String(issue.path[0])];
    return siteSettingsSchema.parse(repaired);
  }

  const get = () => read(orm);

  return {
    get,

    /** Every setting read on `db` (a subscriber's transaction). */
    getOn: read,

    /** The site name read on `db` (inside a transaction on PGlite the ORM itself would wait for it). */
    siteNameOn: async (db: Orm) => (await read(db)).siteName,

    async publicConfig(): Promise<PublicConfig> {
      const s = await get();
      return {
        siteName: s.siteName,
        tagline: s.tagline,
        prices: {
          rsvpCents: s.rsvpPriceCents,
          advertisingMonthlyCents: s.advertisingMonthlyCents,
          advertisingYearlyCents: s.advertisingYearlyCents,
          currency: s.currency,
          addedTax: addedTaxOf(s.receipts),
        },
        seatHoldMinutes: deps.seatHoldMinutes,
        refundPolicy: s.refundPolicy,
        social: s.socialLinks,
        postalAddress: s.postalAddress,
        auth: deps.auth(),
      };
    },

    /**
     * Stores the given settings on `db` (inside the caller's transaction when it has one), checked
     * against their types; answers the settings after the change. Domains with settings of their own
     * (affiliate rates, newsletter sender, time zone) add their keys to `siteSettingsSchema`. What
     * changed is recorded in the audit log (settings-audit.rules.ts), in the same transaction.
     */
    async update(db: Orm, patch: Partial<SiteSettings>): Promise<SiteSettings> {
      const checked = siteSettingsSchema.partial().parse(patch);
      // Only the keys given: `.partial()` still fills every other key with its default.
      const given = (key: string) => (patch as Record<string, unknown>)[key] !== undefined;
      const values = Object.fromEntries(Object.entries(checked).filter(([key]) => given(key)));
      return db.transaction(async (tx) => {
        const before = await read(tx);
        await settingsRepository.upsert(tx, values);
        await deps.publicContent.changed(tx);
        const after = await read(tx);
        for (const change of settingsChanges(before, after, Object.keys(values) as (keyof SiteSettings)[])) {
          await deps.audit.record(tx, change);
        }
        return after;
      });
    },

    /** First boot: store every default that is not stored yet. */
    seedDefaults: () => settingsRepository.insertMissing(orm, settingDefaults),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
