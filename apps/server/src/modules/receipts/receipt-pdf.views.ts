import PDFDocument from 'pdfkit';

/** What a receipt or credit note prints, already worded and formatted (receipts.views.ts builds it). */
export interface PrintableDocument {
  title: 'Receipt' | 'Credit note';
  number: string;
  /** "27 November 2026". */
  issuedOn: string;
  seller: { name: string; address: string; taxId: string };
  buyer: { name: string; email: string; company: string; taxId: string };
  /** Facts under the title: "Paid with", "Receipt", "Reason". */
  facts: [string, string][];
  lines: { description: string; amount: string }[];
  /** Discount, tax, total…; the last one is printed bold. */
  totals: [string, string][];
  footer: string;
}

const MARGIN = 56;
const GREY = '#555555';

/**
 * The document as an A4 PDF (pdfkit, its built-in Helvetica: nothing is read from disk but the
 * font metrics pdfkit ships). The file's dates are the document's own, so the same document gives
 * the same bytes.
 */
export function renderDocumentPdf(doc: PrintableDocument, issuedAt: Date): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${doc.title} ${doc.number}`,
      Author: doc.seller.name,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - MARGIN * 2;
  const right = (text: string, y: number, bold = false) =>
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(text, MARGIN, y, { width, align: 'right' });

  // Seller (left) and the document's title and number (right).
  const top = pdf.y;
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(doc.seller.name, MARGIN, top, { width: width / 2 });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text(doc.seller.address, { width: width / 2 });
  if (doc.seller.taxId) pdf.text(`Tax id: ${doc.seller.taxId}`, { width: width / 2 });
  const sellerBottom = pdf.y;
  pdf.fillColor('black').fontSize(20);
  right(doc.title, top, true);
  pdf.fontSize(11);
  right(`No. ${doc.number}`, top + 26);
  right(`Issued ${doc.issuedOn}`, top + 42);
  pdf.y = Math.max(sellerBottom, top + 60) + 24;

  // Buyer and the facts.
  const block = pdf.y;
  pdf.fontSize(9).fillColor(GREY).text('BILLED TO', MARGIN, block);
  pdf
    .fontSize(11)
    .fillColor('black')
    .font('Helvetica-Bold')
    .text(doc.buyer.company || doc.buyer.name);
  pdf.font('Helvetica');
  if (doc.buyer.company) pdf.text(doc.buyer.name);
  pdf.text(doc.buyer.email);
  if (doc.buyer.taxId) pdf.text(`Tax id: ${doc.buyer.taxId}`);
  const buyerBottom = pdf.y;
  let factY = block;
  for (const [label, value] of doc.facts) {
    pdf
      .fontSize(9)
      .fillColor(GREY)
      .text(label.toUpperCase(), MARGIN + width / 2, factY, { width: width / 2 });
    pdf
      .fontSize(11)
      .fillColor('black')
      .text(value, { width: width / 2 });
    factY = pdf.y + 6;
  }
  pdf.y = Math.max(buyerBottom, factY) + 24;

  // Lines.
  const rule = (y: number) =>
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  pdf.fontSize(9).fillColor(GREY);
  const head = pdf.y;
  pdf.text('DESCRIPTION', MARGIN, head, { width: width * 0.7 });
  right('AMOUNT', head);
  rule(pdf.y + 4);
  pdf.y += 10;
  pdf.fillColor('black').fontSize(11);
  for (const line of doc.lines) {
    const y = pdf.y;
    pdf.font('Helvetica').text(line.description, MARGIN, y, { width: width * 0.7 });
    const after = pdf.y;
    right(line.amount, y);
    pdf.y = Math.max(after, pdf.y) + 6;
  }
  rule(pdf.y);
  pdf.y += 10;

  // Totals, right-aligned in two columns; the last one bold.
  doc.totals.forEach(([label, amount], index) => {
    const last = index === doc.totals.length - 1;
    const y = pdf.y;
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 12 : 11);
    pdf.text(label, MARGIN + width * 0.4, y, { width: width * 0.35, align: 'right' });
    right(amount, y, last);
    pdf.y += 4;
  });

  pdf.moveDown(3).font('Helvetica').fontSize(9).fillColor(GREY).text(doc.footer, MARGIN, pdf.y, { width });
  pdf.end();
  return done;
}
