import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';
import { PAYMENT_MESSAGES } from './payments';

/** Receipts and credit notes (docs/product.md, Receipts and credit notes). */
export const RECEIPT_MESSAGES = {
  notFound: 'This receipt link is not valid. Use the link in your confirmation email.',
  locked: 'The receipt has already been downloaded, so its buyer details can no longer change.',
  creditNoteNotFound: 'Credit note not found',
  paymentWithoutReceipt: 'This payment has no receipt',
} as const;

export const RECEIPT_LIMITS = { companyName: 120, taxId: 40 } as const;

/** The signed token of a receipt's public link: `<receipt id>.<signature>`. */
const tokenField = z.string().max(200).catch('');
export const receiptTokenParams = z.object({ token: tokenField });

const party = z.object({
  name: z.string(),
  address: z.string(),
  taxId: z.string(),
});

export const documentLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
});

export const creditNoteSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  amountCents: z.number().int(),
  reason: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const receiptViewSchema = z.object({
  number: z.string(),
  issuedAt: z.iso.datetime(),
  currency: z.string(),
  seller: party,
  buyer: z.object({ name: z.string(), email: z.string(), companyName: z.string(), taxId: z.string() }),
  lines: z.array(documentLineSchema),
  /** The price before a discount, when the payment carried one (else null, and no discount line). */
  listPriceCents: z.number().int().nullable(),
  discountCents: z.number().int().nullable(),
  /**
   * The tax in the total (null: none configured when the receipt was issued): its printed label
   * ("VAT 20 % (included)", or "VAT 20 %" when the checkout added it on top of the price, `added`).
   */
  tax: z.object({ label: z.string(), cents: z.number().int(), added: z.boolean() }).nullable(),
  totalCents: z.number().int(),
  paymentMethod: z.string(),
  /** Buyer details are fixed once the buyer downloaded the PDF. */
  buyerDetailsLocked: z.boolean(),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** GET /api/v1/receipts/:token: the receipt the signed link in the confirmation email names. */
export const getReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/v1/receipts/:token',
  params: receiptTokenParams,
  response: receiptViewSchema,
});

export const receiptBuyerSchema = z.object({
  companyName: textField({ label: 'Company name', max: RECEIPT_LIMITS.companyName }),
  taxId: textField({ label: 'Tax id', max: RECEIPT_LIMITS.taxId }),
});
export type ReceiptBuyerInput = z.input<typeof receiptBuyerSchema>;

/** The buyer adds their company's name and tax id before downloading. */
export const updateReceiptBuyer = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/receipts/:token/buyer',
  params: receiptTokenParams,
  body: receiptBuyerSchema,
  response: receiptViewSchema,
});

/** The receipt's PDF through its signed link (the first download fixes the buyer details). */
export const RECEIPT_PDF_PATH = '/api/v1/receipts/:token/pdf';
/** A credit note's PDF through the receipt's signed link. */
export const RECEIPT_CREDIT_NOTE_PDF_PATH = '/api/v1/receipts/:token/credit-notes/:id/pdf';

/** What Sales shows of a payment's documents. */
export const paymentDocumentsSchema = z.object({
  receipt: z.object({ number: z.string(), issuedAt: z.iso.datetime() }).nullable(),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type PaymentDocuments = z.infer<typeof paymentDocumentsSchema>;

/** A payment's id in the admin's paths (its documents, its receipt's PDF). */
export const paymentIdParams = z.object({ id: idField(PAYMENT_MESSAGES.notFound) });
/** A credit note's id in the paths of its PDF. */
export const creditNoteIdParams = z.object({ id: idField(RECEIPT_MESSAGES.creditNoteNotFound) });

export const getPaymentDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/payments/:id/documents',
  params: paymentIdParams,
  response: paymentDocumentsSchema,
});

/** The admin's downloads (Sales): a payment's receipt and a credit note, as PDF. */
export const ADMIN_RECEIPT_PDF_PATH = '/api/v1/admin/payments/:id/receipt/pdf';
export const ADMIN_CREDIT_NOTE_PDF_PATH = '/api/v1/admin/credit-notes/:id/pdf';
