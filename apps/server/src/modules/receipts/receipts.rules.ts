import {
  includedTaxCents,
  taxBasisPoints,
  type AddedTax,
  type ReceiptSettings,
} from '@meridian/contracts/receipts-settings';

/** The two numbered series (docs/product.md, Receipts and credit notes). */
export type DocumentSeries = 'receipt' | 'credit_note';

const PREFIX: Record<DocumentSeries, string> = { receipt: 'R', credit_note: 'CN' };

/** R-000042, CN-000007: the series' prefix and the number, six digits at least. */
export function documentNumber(series: DocumentSeries, n: number): string {
  return `${PREFIX[series]}-${String(n).padStart(6, '0')}`;
}

/**
 * The tax a receipt carries: the rate its checkout added on top (`added`: printed as net, tax,
 * total), else the rate the settings in force say prices include; null without a rate. A payment
 * whose checkout opened before tax was set to be added paid a price that was the total, so its tax is
 * read from inside that total.
 */
export function receiptTax(
  totalCents: number,
  addedTax: AddedTax | null,
  settings: Pick<ReceiptSettings, 'taxMode' | 'taxRate' | 'taxLabel'>,
): { label: string; basisPoints: number; cents: number; added: boolean } | null {
  if (addedTax) {
    const { label, basisPoints } = addedTax;
    return { label, basisPoints, cents: includedTaxCents(totalCents, basisPoints), added: true };
  }
  if (settings.taxMode === 'none') return null;
  const basisPoints = taxBasisPoints(settings.taxRate);
  return { label: settings.taxLabel, basisPoints, cents: includedTaxCents(totalCents, basisPoints), added: false };
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
