import { asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import type { DocumentSeries } from './receipts.rules';
import { creditNotes, documentCounters, receipts } from './receipts.tables';

export type ReceiptRecord = typeof receipts.$inferSelect;
export type CreditNoteRecord = typeof creditNotes.$inferSelect;

export const receiptsRepository = {
  /**
   * The next number of `series`, taken inside the caller's transaction: the UPDATE locks the counter
   * row until it commits, so concurrent documents wait their turn, and a rollback gives the number
   * back (no gaps). The migration writes one row per series.
   */
  async nextNumber(db: Orm, series: DocumentSeries): Promise<number> {
    const [row] = await db
      .update(documentCounters)
      .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
      .where(eq(documentCounters.series, series))
      .returning({ lastNumber: documentCounters.lastNumber });
    if (!row) throw new Error(`document series ${series} has no counter row`);
    return row.lastNumber;
  },

  async insertReceipt(db: Orm, values: typeof receipts.$inferInsert): Promise<ReceiptRecord> {
    const [row] = await db.insert(receipts).values(values).returning();
    if (!row) throw new Error(`receipt of payment ${values.paymentId} not written`);
    return row;
  },

  async insertCreditNote(db: Orm, values: typeof creditNotes.$inferInsert): Promise<CreditNoteRecord> {
    const [row] = await db.insert(creditNotes).values(values).returning();
    if (!row) throw new Error(`credit note of refund ${values.refundId} not written`);
    return row;
  },

  async byId(db: Orm, id: number): Promise<ReceiptRecord | undefined> {
    const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
    return row;
  },

  async byPayment(db: Orm, paymentId: number): Promise<ReceiptRecord | undefined> {
    const [row] = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
    return row;
  },

  async creditNotesOf(db: Orm, receiptId: number): Promise<CreditNoteRecord[]> {
    return db.select().from(creditNotes).where(eq(creditNotes.receiptId, receiptId)).orderBy(asc(creditNotes.id));
  },

  async creditNoteById(db: Orm, id: number): Promise<CreditNoteRecord | undefined> {
    const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
    return row;
  },

  /** The buyer's company and tax id, only while the PDF has not been downloaded; undefined once fixed. */
  async setBuyer(db: Orm, id: number, buyer: { buyerCompany: string; buyerTaxId: string }) {
    const [row] = await db
      .update(receipts)
      .set(buyer)
      .where(sql`${receipts.id} = ${id} and ${receipts.downloadedAt} is null`)
      .returning();
    return row;
  },

  /** The first download fixes the buyer details (later ones change nothing). */
  async markDownloaded(db: Orm, id: number, at: Date): Promise<void> {
    await db
      .update(receipts)
      .set({ downloadedAt: at })
      .where(sql`${receipts.id} = ${id} and ${receipts.downloadedAt} is null`);
  },
};
