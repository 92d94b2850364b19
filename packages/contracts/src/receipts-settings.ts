import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { textField } from './fields';

/**
 * Site settings → Receipts and tax (docs/product.md, Receipts and credit notes): who the seller is on
 * every receipt and credit note (legal name, address, tax id) and the one tax rate, if any, that the
 * prices include or add. A change applies to documents issued after it; issued ones keep what they
 * said.
 */
export const RECEIPT_SETTINGS_MESSAGES = {
  legalName: 'Enter the legal name printed on receipts',
  address: 'Enter the address printed on receipts',
  taxRate: 'The tax rate must be a number from 0.01 to 50 with at most two decimals',
  taxLabel: 'Enter the tax label printed on receipts, such as "VAT 20 %"',
} as const;
const M = RECEIPT_SETTINGS_MESSAGES;

export const RECEIPT_SETTINGS_LIMITS = { legalName: 120, address: 300, taxId: 40, taxLabel: 40 } as const;
const L = RECEIPT_SETTINGS_LIMITS;

/**
 * No tax; one rate the prices include (the receipt shows the part of the total that is tax); or one
 * rate added on top of every price at checkout (the site shows "plus VAT 20 %" beside its prices).
 * See docs/product.md, Receipts and credit notes, and docs/decisions/2026-11-27-exclusive-tax.md.
 */
export const taxModeSchema = z.enum(['none', 'inclusive', 'exclusive']);
export type TaxMode = z.infer<typeof taxModeSchema>;
export const TAX_MODE_LABELS: Record<TaxMode, string> = {
  none: 'No tax on receipts',
  inclusive: 'Prices include tax',
  exclusive: 'Tax is added to prices at checkout',
};

/** The rate in percent, at most two decimals (20 or 7.25); sums use it in basis points (`taxBasisPoints`). */
const taxRate = z
  .number({ error: M.taxRate })
  .min(0, M.taxRate)
  .max(50, M.taxRate)
  .refine((value) => Number.isInteger(Math.round(value * 1e6) / 1e4), M.taxRate);

/** 20 % → 2000: the rate as a whole number, so every sum stays in whole cents. */
export const taxBasisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/** A rate the checkout adds on top of a price: its label ("VAT 20 %") and the rate in basis points. */
export const addedTaxSchema = z.object({ label: z.string(), basisPoints: z.number().int().positive() });
export type AddedTax = z.infer<typeof addedTaxSchema>;

/** The tax added on top of `netCents` at `basisPoints`, to the nearest cent. */
export const addedTaxCents = (netCents: number, basisPoints: number) => Math.round((netCents * basisPoints) / 10_000);

/**
 * The tax inside `totalCents` at `basisPoints`, in whole cents. For a total made by adding
 * `addedTaxCents(net)` to a net price this gives back exactly that tax, so receipts and commissions
 * read the tax out of any amount paid the same way, whichever way it was charged.
 */
export const includedTaxCents = (totalCents: number, basisPoints: number) =>
  Math.round((totalCents * basisPoints) / (10_000 + basisPoints));

/** What was paid before the tax a checkout added on top (the whole amount when none was added). */
export const amountBeforeAddedTax = (totalCents: number, addedTax: AddedTax | null) =>
  addedTax ? totalCents - includedTaxCents(totalCents, addedTax.basisPoints) : totalCents;

export const receiptSettingsSchema = z
  .object({
    legalName: textField({ label: 'Legal name', required: M.legalName, max: L.legalName }),
    address: textField({ label: 'Address', required: M.address, max: L.address, multiline: true }),
    taxId: textField({ label: 'Tax id', max: L.taxId }),
    taxMode: taxModeSchema,
    taxRate,
    taxLabel: textField({ label: 'Tax label', max: L.taxLabel }),
  })
  .superRefine((value, ctx) => {
    if (value.taxMode === 'none') return;
    if (value.taxRate < 0.01) ctx.addIssue({ code: 'custom', message: M.taxRate, path: ['taxRate'] });
    if (!value.taxLabel) ctx.addIssue({ code: 'custom', message: M.taxLabel, path: ['taxLabel'] });
  });
export type ReceiptSettings = z.output<typeof receiptSettingsSchema>;
export type ReceiptSettingsInput = z.input<typeof receiptSettingsSchema>;

/** The rate checkouts add on top of prices under `settings`, or null (no tax, or prices that include it). */
export function addedTaxOf(settings: Pick<ReceiptSettings, 'taxMode' | 'taxRate' | 'taxLabel'>): AddedTax | null {
  return settings.taxMode === 'exclusive'
    ? { label: settings.taxLabel, basisPoints: taxBasisPoints(settings.taxRate) }
    : null;
}

export const RECEIPT_SETTING_DEFAULTS: ReceiptSettings = {
  legalName: 'Meridian Trading Academy LLC',
  address: '350 Fifth Avenue, Suite 4810\nNew York, NY 10118\nUSA',
  taxId: '',
  taxMode: 'none',
  taxRate: 0,
  taxLabel: '',
};

export const getReceiptSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/receipt-settings',
  response: receiptSettingsSchema,
});

export const updateReceiptSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/receipt-settings',
  body: receiptSettingsSchema,
  response: receiptSettingsSchema,
});
