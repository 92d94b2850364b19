// Building an Intl formatter costs far more than using one (milliseconds on a phone), so each kind
// is built once and kept.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, fractionDigits: 0 | 2 | 'exact'): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      ...(fractionDigits === 'exact' ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 }),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * US dollars without Intl, exactly as Intl's en-US currency format writes them ("-$1,234.50"): the
 * first Intl formatter a page builds costs tens of milliseconds on a phone, and prices are on the
 * public pages.
 */
function formatUsd(cents: number, alwaysCents: boolean): string {
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  const fraction = alwaysCents || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `${cents < 0 ? '-' : ''}$${dollars}${fraction}`;
}

/** "$500" for whole amounts, "$12.50" otherwise. */
export function formatMoney(cents: number, currency = 'usd'): string {
  if (currency.toLowerCase() === 'usd') return formatUsd(cents, false);
  return moneyFormat(currency, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}

/** The tax a checkout adds on top of the site's prices (docs/product.md, Receipts and credit notes). */
type AddedTax = { label: string } | null;

/** " plus VAT 20 %" after a price when the checkout adds tax on top of it, else "". */
export const plusTax = (addedTax: AddedTax) => (addedTax ? ` plus ${addedTax.label}` : '');

/** "Plus VAT 20 %, added at checkout." beside a price, or null when prices are the total. */
export const addedAtCheckout = (addedTax: AddedTax) => (addedTax ? `Plus ${addedTax.label}, added at checkout.` : null);

/** Dates shown en-US as numeric month, day, year. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' });
}

export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Always two decimals, as receipts and pay buttons show it: "$500.00". */
export function formatMoneyExact(cents: number, currency = 'usd'): string {
  if (currency.toLowerCase() === 'usd') return formatUsd(cents, true);
  return moneyFormat(currency, 'exact').format(cents / 100);
}

/** "12,345": a count with thousands separators (without Intl, as formatUsd). */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${String(Math.abs(Math.round(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** "32.5%" for a share from 0 to 1 (one decimal, none when whole). */
export function formatPercent(share: number): string {
  const tenths = Math.round(share * 1000) / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)}%`;
}

/** A moment in the reader's own zone: "Nov 23, 2026, 9:45 AM" (last edited, saved at). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** 125_400_000 → "125.4 MB", 2_000_000_000 → "2 GB": a file's size in decimal units, as the upload limits say it. */
export function formatFileSize(bytes: number): string {
  const units: [number, string][] = [
    [1e9, 'GB'],
    [1e6, 'MB'],
    [1e3, 'KB'],
  ];
  const [size, unit] = units.find(([step]) => bytes >= step) ?? [1, 'bytes'];
  return `${Math.round((bytes / size) * 10) / 10} ${unit}`;
}
