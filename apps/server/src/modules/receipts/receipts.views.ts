import type { CreditNoteSummary, PaymentDocuments, ReceiptView } from '@meridian/contracts/receipts';
import type { PrintableDocument } from './receipt-pdf.views';
import type { CreditNoteRecord, ReceiptRecord } from './receipts.repository';
import { documentNumber, formatAmount } from './receipts.rules';

const issuedOn = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function creditNoteSummary(note: CreditNoteRecord): CreditNoteSummary {
  return {
    id: note.id,
    number: documentNumber('credit_note', note.number),
    issuedAt: note.issuedAt.toISOString(),
    amountCents: note.amountCents,
    reason: note.reason,
  };
}

/** The price line: the list price when a code took something off, else what was paid before any tax added on top. */
const lineCents = (receipt: ReceiptRecord) =>
  receipt.listPriceCents ?? receipt.totalCents - (receipt.taxAdded ? (receipt.taxCents ?? 0) : 0);

/** How a receipt names its tax: "VAT 20 %" when it was added on top, "VAT 20 % (included)" when the price held it. */
const taxLineLabel = (receipt: ReceiptRecord, label: string) => (receipt.taxAdded ? label : `${label} (included)`);

/** The receipt as its public page shows it. */
export function receiptView(receipt: ReceiptRecord, notes: CreditNoteRecord[]): ReceiptView {
  return {
    number: documentNumber('receipt', receipt.number),
    issuedAt: receipt.issuedAt.toISOString(),
    currency: receipt.currency,
    seller: { name: receipt.sellerName, address: receipt.sellerAddress, taxId: receipt.sellerTaxId },
    buyer: {
      name: receipt.buyerName,
      email: receipt.buyerEmail,
      companyName: receipt.buyerCompany,
      taxId: receipt.buyerTaxId,
    },
    lines: [{ description: receipt.description, quantity: 1, amountCents: lineCents(receipt) }],
    listPriceCents: receipt.listPriceCents,
    discountCents: receipt.discountCents,
    tax:
      receipt.taxLabel !== null && receipt.taxCents !== null
        ? { label: taxLineLabel(receipt, receipt.taxLabel), cents: receipt.taxCents, added: receipt.taxAdded }
        : null,
    totalCents: receipt.totalCents,
    paymentMethod: receipt.paymentMethod,
    buyerDetailsLocked: receipt.downloadedAt !== null,
    creditNotes: notes.map(creditNoteSummary),
  };
}

/** What Sales shows of a payment's receipt and credit notes. */
export function paymentDocuments(receipt: ReceiptRecord | undefined, notes: CreditNoteRecord[]): PaymentDocuments {
  return {
    receipt: receipt
      ? { number: documentNumber('receipt', receipt.number), issuedAt: receipt.issuedAt.toISOString() }
      : null,
    creditNotes: notes.map(creditNoteSummary),
  };
}

const parties = (receipt: ReceiptRecord) => ({
  seller: { name: receipt.sellerName, address: receipt.sellerAddress, taxId: receipt.sellerTaxId },
  buyer: {
    name: receipt.buyerName,
    email: receipt.buyerEmail,
    company: receipt.buyerCompany,
    taxId: receipt.buyerTaxId,
  },
});

/** The receipt's PDF content: its line, the discount when there was one, the tax inside the total, the total. */
export function printableReceipt(receipt: ReceiptRecord): PrintableDocument {
  const money = (cents: number) => formatAmount(cents, receipt.currency);
  const totals: [string, string][] = [];
  if (receipt.listPriceCents !== null && receipt.discountCents !== null) {
    totals.push(['Subtotal', money(receipt.listPriceCents)], ['Discount', money(-receipt.discountCents)]);
  }
  if (receipt.taxLabel !== null && receipt.taxCents !== null) {
    totals.push(
      [`Net`, money(receipt.totalCents - receipt.taxCents)],
      [taxLineLabel(receipt, receipt.taxLabel), money(receipt.taxCents)],
    );
  }
  totals.push(['Total paid', money(receipt.totalCents)]);
  return {
    title: 'Receipt',
    number: documentNumber('receipt', receipt.number),
    issuedOn: issuedOn(receipt.issuedAt),
    ...parties(receipt),
    facts: [
      ['Paid with', receipt.paymentMethod],
      ['Paid on', issuedOn(receipt.issuedAt)],
    ],
    lines: [{ description: receipt.description, amount: money(lineCents(receipt)) }],
    totals,
    footer: `Thank you for your payment. This receipt confirms ${money(receipt.totalCents)} received by ${receipt.sellerName}.`,
  };
}

/** A credit note's PDF content: the receipt it corrects, why, and the amount that went back. */
export function printableCreditNote(receipt: ReceiptRecord, note: CreditNoteRecord): PrintableDocument {
  const money = (cents: number) => formatAmount(cents, receipt.currency);
  const receiptNumber = documentNumber('receipt', receipt.number);
  const totals: [string, string][] = [];
  if (receipt.taxLabel !== null && note.taxCents !== null) {
    totals.push([taxLineLabel(receipt, receipt.taxLabel), money(-note.taxCents)]);
  }
  totals.push(['Total refunded', money(-note.amountCents)]);
  return {
    title: 'Credit note',
    number: documentNumber('credit_note', note.number),
    issuedOn: issuedOn(note.issuedAt),
    ...parties(receipt),
    facts: [
      ['Corrects receipt', `${receiptNumber} of ${issuedOn(receipt.issuedAt)}`],
      ['Reason', note.reason],
      ['Refunded to', receipt.paymentMethod],
    ],
    lines: [{ description: `Refund: ${receipt.description}`, amount: money(-note.amountCents) }],
    totals,
    footer: `${money(note.amountCents)} of receipt ${receiptNumber} (${money(receipt.totalCents)}) went back to the buyer.`,
  };
}
