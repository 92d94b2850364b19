import {
  ADMIN_CREDIT_NOTE_PDF_PATH,
  ADMIN_RECEIPT_PDF_PATH,
  creditNoteIdParams,
  getPaymentDocuments,
  getReceipt,
  paymentIdParams,
  RECEIPT_CREDIT_NOTE_PDF_PATH,
  RECEIPT_PDF_PATH,
  receiptTokenParams,
  updateReceiptBuyer,
} from '@meridian/contracts/receipts';
import { getReceiptSettings, updateReceiptSettings } from '@meridian/contracts/receipts-settings';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { PUBLIC, rolesOnly, type Access } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { parseInput } from '../../lib/validation';
import type { PdfFile, ReceiptsService } from './receipts.service';

const ADMIN = rolesOnly('Admin');
/** The buyer's link: a handful of calls a minute is plenty for a person. */
const PUBLIC_LIMIT = { max: 30, timeWindow: 60_000 };

const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** A PDF download outside the JSON envelope; its params checked like an endpoint's. */
function pdfRoute<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  options: { access: Access; params: S; public?: boolean },
  produce: (params: z.output<S>) => Promise<PdfFile>,
) {
  const config = { access: options.access, ...(options.public ? { rateLimit: PUBLIC_LIMIT } : {}) };
  app.get(path, { config }, async (request, reply) =>
    sendPdf(reply, await produce(parseInput(options.params, request.params))),
  );
}

export function receiptsRoutes(app: FastifyInstance, receipts: ReceiptsService): void {
  registerEndpoint(app, getReceipt, { access: PUBLIC }, ({ params }) => receipts.publicView(params.token));
  registerEndpoint(app, updateReceiptBuyer, { access: PUBLIC }, ({ params, body }) =>
    receipts.updateBuyer(params.token, body),
  );
  pdfRoute(app, RECEIPT_PDF_PATH, { access: PUBLIC, params: receiptTokenParams, public: true }, (p) =>
    receipts.publicPdf(p.token),
  );
  pdfRoute(
    app,
    RECEIPT_CREDIT_NOTE_PDF_PATH,
    {
      access: PUBLIC,
      params: receiptTokenParams.extend(creditNoteIdParams.shape),
      public: true,
    },
    (p) => receipts.publicCreditNotePdf(p.token, p.id),
  );
  registerEndpoint(app, getPaymentDocuments, { access: ADMIN }, ({ params }) => receipts.documentsOf(params.id));
  pdfRoute(app, ADMIN_RECEIPT_PDF_PATH, { access: ADMIN, params: paymentIdParams }, (p) =>
    receipts.adminReceiptPdf(p.id),
  );
  pdfRoute(app, ADMIN_CREDIT_NOTE_PDF_PATH, { access: ADMIN, params: creditNoteIdParams }, (p) =>
    receipts.adminCreditNotePdf(p.id),
  );
  registerEndpoint(app, getReceiptSettings, { access: ADMIN }, () => receipts.settings());
  registerEndpoint(app, updateReceiptSettings, { access: ADMIN }, ({ body }) => receipts.saveSettings(body));
}
