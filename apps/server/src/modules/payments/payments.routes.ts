import {
  getAdminChanges,
  listPayments,
  paymentListQuerySchema,
  PAYMENTS_EXPORT_PATH,
  refundPayment,
} from '@meridian/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { Payments } from './ledger.service';
import type { PaymentsService } from './payments.service';

const ADMIN = rolesOnly('Admin');

export function paymentsRoutes(
  app: FastifyInstance,
  payments: PaymentsService,
  ledger: Pick<Payments, 'refund'>,
): void {
  registerEndpoint(app, listPayments, { access: ADMIN }, ({ query }) => payments.list(query));
  registerCsvExport(
    app,
    { path: PAYMENTS_EXPORT_PATH, access: ADMIN, query: paymentListQuerySchema, fileName: 'payments' },
    (q) => payments.exportCsv(q),
  );
  registerEndpoint(app, refundPayment, { access: ADMIN }, async ({ params, body }) =>
    payments.row(await ledger.refund(params.id, { amountCents: body.amount, reason: body.reason })),
  );
  registerEndpoint(app, getAdminChanges, { access: ADMIN }, () => payments.changes());
}
