import { RECEIPT_MESSAGES, type ReceiptBuyerInput, type ReceiptView } from '@meridian/contracts/receipts';
import type { ReceiptSettings } from '@meridian/contracts/receipts-settings';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Signer } from '../../lib/signer';
import type { PaymentRecord, PaymentSubject, RefundRecord } from '../payments/payments.module';
import { renderDocumentPdf } from './receipt-pdf.views';
import type { ReceiptsPorts } from './receipts.ports';
import { receiptsRepository, type ReceiptRecord } from './receipts.repository';
import { creditNoteTax, discountOf, documentNumber, paymentMethodOf, receiptTax } from './receipts.rules';
import { paymentDocuments, printableCreditNote, printableReceipt, receiptView } from './receipts.views';

const LINK_CONTEXT = 'receipts.link';

export interface ReceiptsDeps extends ReceiptsPorts {
  orm: Orm;
  signer: Signer;
  publicUrl: string;
  now: () => Date;
}

/** A PDF ready to send: its bytes and file name. */
export interface PdfFile {
  fileName: string;
  body: Buffer;
}

/**
 * Receipts and credit notes (docs/product.md, Receipts and credit notes): one receipt per payment,
 * one credit note per refund, each numbered in its own series without gaps inside the ledger's
 * transaction; the buyer's page through a signed link; the PDFs for the buyer and the admin.
 */
export function createReceiptsService(deps: ReceiptsDeps) {
  const { orm } = deps;

  /** `<id>.<signature>`: the token of a receipt's public link. */
  const tokenOf = (receiptId: number) => `${receiptId}.${deps.signer.sign(String(receiptId), LINK_CONTEXT)}`;

  async function byToken(token: string): Promise<ReceiptRecord> {
    const [id, signature] = token.split('.');
    const ok = !!id && /^\d{1,10}$/.test(id) && !!signature && deps.signer.verify(id, LINK_CONTEXT, signature);
    const receipt = ok ? await receiptsRepository.byId(orm, Number(id)) : undefined;
    if (!receipt) throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.notFound);
    return receipt;
  }

  async function view(receipt: ReceiptRecord): Promise<ReceiptView> {
    return receiptView(receipt, await receiptsRepository.creditNotesOf(orm, receipt.id));
  }

  const receiptPdf = async (receipt: ReceiptRecord): Promise<PdfFile> => ({
    fileName: `receipt-${documentNumber('receipt', receipt.number)}.pdf`,
    body: await renderDocumentPdf(printableReceipt(receipt), receipt.issuedAt),
  });

  async function creditNotePdf(receipt: ReceiptRecord, noteId: number): Promise<PdfFile> {
    const note = await receiptsRepository.creditNoteById(orm, noteId);
    if (!note || note.receiptId !== receipt.id) throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.creditNoteNotFound);
    return {
      fileName: `credit-note-${documentNumber('credit_note', note.number)}.pdf`,
      body: await renderDocumentPdf(printableCreditNote(receipt, note), note.issuedAt),
    };
  }

  async function receiptOfPayment(paymentId: number): Promise<ReceiptRecord> {
    const receipt = await receiptsRepository.byPayment(orm, paymentId);
    if (!receipt) throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.paymentWithoutReceipt);
    return receipt;
  }

  return {
    /** The ledger's listener: a receipt in the payment's transaction, a credit note in the refund's. */
    ledgerListener: {
      async paymentRecorded(db: Orm, payment: PaymentRecord): Promise<void> {
        const settings = (await deps.settings.getOn(db)).receipts;
        const tax = receiptTax(payment.amountCents, payment.addedTax, settings);
        const beforeTax = tax?.added ? payment.amountCents - tax.cents : payment.amountCents;
        await receiptsRepository.insertReceipt(db, {
          number: await receiptsRepository.nextNumber(db, 'receipt'),
          paymentId: payment.id,
          issuedAt: deps.now(),
          currency: payment.currency,
          sellerName: settings.legalName,
          sellerAddress: settings.address,
          sellerTaxId: settings.taxId,
          buyerName: payment.buyerName,
          buyerEmail: payment.buyerEmail,
          description: payment.description,
          ...discountOf(await deps.listPriceOf(db, payment), beforeTax),
          taxLabel: tax?.label ?? null,
          taxBasisPoints: tax?.basisPoints ?? null,
          taxCents: tax?.cents ?? null,
          taxAdded: tax?.added ?? false,
          totalCents: payment.amountCents,
          paymentMethod: paymentMethodOf(payment.provider, payment.kind),
        });
      },

      async refundRecorded(db: Orm, payment: PaymentRecord, refund: RefundRecord): Promise<void> {
        const receipt = await receiptsRepository.byPayment(db, payment.id);
        if (!receipt) return;
        await receiptsRepository.insertCreditNote(db, {
          number: await receiptsRepository.nextNumber(db, 'credit_note'),
          receiptId: receipt.id,
          refundId: refund.id,
          issuedAt: refund.refundedAt,
          amountCents: refund.amountCents,
          taxCents: creditNoteTax(receipt, payment.refundedCents - refund.amountCents, refund.amountCents),
          reason: refund.reason,
        });
      },
    },

    /** The public link to the receipt of a kind's subject (a seat's confirmation email); null before it exists. */
    async linkForSubject(db: Orm, kind: string, subject: PaymentSubject): Promise<string | null> {
      const payment = await deps.ledger.bySubject(db, kind, subject);
      const receipt = payment ? await receiptsRepository.byPayment(db, payment.id) : undefined;
      return receipt ? `${deps.publicUrl.replace(/\/$/, '')}/receipt?token=${tokenOf(receipt.id)}` : null;
    },

    async publicView(token: string): Promise<ReceiptView> {
      return view(await byToken(token));
    },

    /** The buyer's company name and tax id, until the first download fixes them. */
    async updateBuyer(token: string, input: ReceiptBuyerInput & { companyName: string; taxId: string }) {
      const receipt = await byToken(token);
      const saved = await receiptsRepository.setBuyer(orm, receipt.id, {
        buyerCompany: input.companyName,
        buyerTaxId: input.taxId,
      });
      if (!saved) throw new AppError('CONFLICT', RECEIPT_MESSAGES.locked);
      return view(saved);
    },

    /** The buyer's download: the first one fixes the buyer details. */
    async publicPdf(token: string): Promise<PdfFile> {
      const receipt = await byToken(token);
      await receiptsRepository.markDownloaded(orm, receipt.id, deps.now());
      return receiptPdf(receipt);
    },

    publicCreditNotePdf: async (token: string, noteId: number) => creditNotePdf(await byToken(token), noteId),

    async documentsOf(paymentId: number) {
      const receipt = await receiptsRepository.byPayment(orm, paymentId);
      return paymentDocuments(receipt, receipt ? await receiptsRepository.creditNotesOf(orm, receipt.id) : []);
    },

    adminReceiptPdf: async (paymentId: number) => receiptPdf(await receiptOfPayment(paymentId)),

    async adminCreditNotePdf(noteId: number): Promise<PdfFile> {
      const note = await receiptsRepository.creditNoteById(orm, noteId);
      const receipt = note ? await receiptsRepository.byId(orm, note.receiptId) : undefined;
      if (!receipt) throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.creditNoteNotFound);
      return creditNotePdf(receipt, noteId);
    },

    settings: async (): Promise<ReceiptSettings> => (await deps.settings.getOn(orm)).receipts,

    saveSettings: async (next: ReceiptSettings): Promise<ReceiptSettings> =>
      (await inTransaction(orm, (db) => deps.settings.update(db, { receipts: next }))).receipts,
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
