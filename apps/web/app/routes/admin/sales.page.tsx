import { PAYMENTS_EXPORT_PATH, type PaymentRow as Payment, type SalesPeriod } from '@meridian/contracts/payments';
import { Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { paymentColumns, periodColumns } from '../../features/payments/sales-columns';
import { SalesFilters } from '../../features/payments/sales-filters';
import { SummaryCards } from '../../features/payments/summary-cards';
import { usePayments, useSalesSummary, type SalesRange } from '../../features/payments/use-sales-data';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { useAdminChanges } from '../../lib/use-admin-changes';

const RefundPaymentDialog = lazy(() =>
  import('../../features/payments/refund-payment-dialog').then((m) => ({ default: m.RefundPaymentDialog })),
);
const PaymentDocumentsDialog = lazy(() =>
  import('../../features/receipts/payment-documents-dialog').then((m) => ({ default: m.PaymentDocumentsDialog })),
);

/** Admin "Sales": revenue totals by period and every payment, with refunds and CSV export. */
export default function SalesPage() {
  const [period, setPeriod] = useState<SalesPeriod>('month');
  const [range, setRange] = useState<SalesRange>({});
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [documents, setDocuments] = useState<Payment | null>(null);
  const [zone] = useState(browserTimeZone);
  useAdminChanges();
  const summary = useSalesSummary(period, range);
  const payments = usePayments(range);
  const totals = summary.data;

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Sales"
        summary={`Webinar seats and advertising plans by period, less refunds and affiliate commissions: net revenue as the KPI page counts it, by days in the business's time zone${totals ? ` (${totals.timeZone})` : ''}.`}
        action={
          <ExportCsvButton
            section="Sales"
            path={PAYMENTS_EXPORT_PATH}
            query={{ ...range }}
            fallbackName="payments.csv"
          />
        }
      />
      <SalesFilters period={period} onPeriod={setPeriod} onRange={setRange} />
      {summary.error ? <LoadError title="Sales" message={summary.error} onRetry={() => void summary.reload()} /> : null}
      {totals ? (
        <>
          <SummaryCards summary={totals} />
          <DataTable
            label="Totals by period"
            columns={periodColumns(totals.period, totals.currency)}
            rowKey={(row) => row.start}
            sort={{ column: 'Period', direction: 'descending', caption: 'Latest first' }}
            minWidth={760}
            rows={totals.periods}
            loading={summary.loading}
          />
        </>
      ) : null}
      <Title order={2} size="h3">
        Payments
      </Title>
      {payments.error ? (
        <LoadError title="Payments" message={payments.error} onRetry={() => void payments.reload()} />
      ) : null}
      <DataTable
        label="Payments"
        columns={paymentColumns({ zone, onRefund: setRefunding, onDocuments: setDocuments })}
        rowKey={(payment) => payment.id}
        sort={{ column: 'Paid at', direction: 'descending', caption: 'Latest payments first' }}
        minWidth={1000}
        rows={payments.data}
        loading={payments.loading}
        empty={
          <EmptyState
            icon={<IconReceipt size={28} />}
            title={range.from || range.to ? 'No payments in these dates' : 'No payments yet'}
          >
            {range.from || range.to
              ? 'Nothing was paid in these dates. Clear From and To to see every payment.'
              : 'Seat and advertising payments appear here the moment they land.'}
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {refunding ? (
          <RefundPaymentDialog
            payment={refunding}
            onClose={() => setRefunding(null)}
            onRefunded={(changed) => {
              setRefunding(null);
              payments.update((current) => current?.map((p) => (p.id === changed.id ? changed : p)));
            }}
          />
        ) : null}
        {documents ? <PaymentDocumentsDialog payment={documents} onClose={() => setDocuments(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
