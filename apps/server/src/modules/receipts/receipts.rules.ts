import { taxBasisPoints, type ReceiptSettings } from '@meridian/contracts/receipts-settings';

/** The two numbered series (docs/product.md, Receipts and credit notes). */
export type DocumentSeries = 'receipt' | 'credit_note';

const PREFIX: Record<DocumentSeries, string> = { receipt: 'R', credit_note: 'CN' };

/** R-000042, CN-000007: the series' prefix and the number, six digits at least. */
export function documentNumber(series: DocumentSeries, n: number): string {
  return `${PREFIX[series]}-${String(n).padStart(6, '0')}`;
}

/** The tax inside a total at a rate of `basisPoints` (2000 = 20 %), in whole cents. */
export function includedTax(totalCents: number, basisPoints: number): number {
  return Math.round((totalCents * basisPoints) / (10_000 + basisPoints));
}

/** The tax a receipt carries under the settings in force: null without a configured rate. */
export function receiptTax(
  totalCents: number,
  settings: Pick<ReceiptSettings, 'taxMode' | 'taxRate' | 'taxLabel'>,
): { label: string; basisPoints: number; cents: number } | null {
  if (settings.taxMode === 'none') return null;
  const basisPoints = taxBasisPoints(settings.taxRate);
  return { label: settings.taxLabel, basisPoints, cents: includedTax(totalCents, basisPoints) };
}

/**
 * The refunded share of a receipt's tax: the tax of everything refunded so far less what earlier
 * credit notes already took back, so the credit notes of a fully refunded payment add up to the
 * receipt's tax exactly.
 */
export function creditNoteTax(
  receipt: { totalCents: number; taxCents: number | null },
  refundedBeforeCents: number,
  amountCents: number,
): number | null {
  if (receipt.taxCents === null || receipt.totalCents === 0) return null;
  const share = (cents: number) => Math.round((receipt.taxCents! * cents) / receipt.totalCents);
  return share(refundedBeforeCents + amountCents) - share(refundedBeforeCents);
}

/** The discount a receipt shows: when the payment's list price exceeds what was paid. */
export function discountOf(listPriceCents: number | null | undefined, paidCents: number) {
  return listPriceCents != null && listPriceCents > paidCents
    ? { listPriceCents, discountCents: listPriceCents - paidCents }
    : { listPriceCents: null, discountCents: null };
}

/** How the receipt names the way it was paid: the provider (and TEST MODE, where nothing was charged). */
export function paymentMethodOf(provider: string, kind: string): string {
  const what = kind === 'advertising' ? 'Card, monthly or yearly subscription' : 'Card';
  return provider === 'stripe' ? `${what} (Stripe)` : `${what} (TEST MODE: no money was charged)`;
}

/** Amounts on the PDF: the currency's code, then the sign and two decimals ("USD 1,234.50", "USD -120.50"). */
export function formatAmount(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const units = Math.abs(cents) / 100;
  return `${currency.toUpperCase()} ${sign}${units.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
