import { PAYMENTS_EXPORT_PATH, type PaymentRow as Payment, type SalesPeriod } from '@meridian/contracts/payments';
import { Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { PaymentRow } from '../../features/sales/payment-row';
import { PERIOD_COLUMNS, PeriodRow } from '../../features/sales/period-row';
import { RefundPaymentDialog } from '../../features/sales/refund-payment-dialog';
import { SalesFilters } from '../../features/sales/sales-filters';
import { SummaryCards } from '../../features/sales/summary-cards';
import { usePayments, useSalesSummary, type SalesRange } from '../../features/sales/use-sales-data';
import { EmptyState } from '../../features/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { useAdminChanges } from '../../lib/use-admin-changes';

const COLUMNS = [
  'Paid at',
  'Buyer',
  'Kind',
  'Description',
  'Amount',
  'Refunded',
  'Status',
  'Provider',
  'Affiliate',
  'Actions',
];

/** Admin "Sales": revenue totals by period and every payment, with refunds and CSV export. */
export default function SalesPage() {
  const [period, setPeriod] = useState<SalesPeriod>('month');
  const [range, setRange] = useState<SalesRange>({});
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [zone] = useState(browserTimeZone);
  useAdminChanges();
  const summary = useSalesSummary(period, range);
  const payments = usePayments(range);
  const totals = summary.data;

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Sales"
        summary="Revenue from webinar seats and advertising plans, by period, with refunds. Dates are the day paid (UTC)."
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
            columns={PERIOD_COLUMNS}
            minWidth={560}
            rows={totals.periods}
            loading={summary.loading}
          >
            {(row) => <PeriodRow key={row.start} row={row} period={totals.period} currency={totals.currency} />}
          </DataTable>
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
        columns={COLUMNS}
        minWidth={1120}
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
      >
        {(payment) => <PaymentRow key={payment.id} payment={payment} zone={zone} onRefund={setRefunding} />}
      </DataTable>
      <RefundPaymentDialog
        payment={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(changed) => {
          setRefunding(null);
          payments.update((current) => current?.map((p) => (p.id === changed.id ? changed : p)));
        }}
      />
    </Stack>
  );
}
