import { AUDIT_EXPORT_PATH } from '@meridian/contracts/audit';
import { Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { LoadMore } from '../../components/admin/load-more';
import { SectionHeader } from '../../components/admin/section-header';
import { EmptyState } from '../../components/site/empty-state';
import { auditColumns } from '../../features/audit/audit-columns';
import { auditQuery, filterFromParams, isFiltered, type AuditFilterValues } from '../../features/audit/audit-filter';
import { AuditFilters } from '../../features/audit/audit-filters';
import { useAuditLog } from '../../features/audit/use-audit-log';
import { browserTimeZone } from '../../lib/datetime';

/**
 * The admin's "Audit log" (docs/product.md, Audit log): every staff sign-in and privileged change,
 * newest first, with who acted (and the roles they held), from where and what changed. The filters
 * live in the address, so Back, a reload and a shared link keep them; the CSV holds what they select.
 */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const [zone] = useState(browserTimeZone);
  const [cleared, setCleared] = useState(0);
  const filter = filterFromParams(params);
  const entries = useAuditLog(filter);
  const filtered = isFiltered(filter);

  // Applied to the address as it is when the change lands, so two quick changes never undo each other.
  const change = (patch: Partial<AuditFilterValues>) => {
    const next = { ...filterFromParams(params), ...patch };
    if (!isFiltered(next) && filtered) setCleared((count) => count + 1);
    setParams((current) => auditQuery({ ...filterFromParams(current), ...patch }), { replace: true });
  };

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Audit log"
        summary="Staff sign-ins and every privileged change: who did it, from where, and what changed."
        action={
          <ExportCsvButton
            section="Audit log"
            path={AUDIT_EXPORT_PATH}
            query={auditQuery(filter)}
            fallbackName="audit-log.csv"
          />
        }
      />
      <Text size="sm" maw={880}>
        Roles and accounts, refunds and payouts, published content, reviews, settings, mailboxes and every data export
        are recorded as they happen. Entries cannot be changed or removed, here or in the database, and each carries the
        fingerprint of the one before it, so an altered entry shows.{' '}
        {entries.firstPage ? `They are kept for ${entries.firstPage.retentionDays} days. ` : null}
        Downloading the CSV is itself recorded.
      </Text>
      <AuditFilters key={cleared} filter={filter} onChange={change} />
      {entries.error ? <LoadError title="Audit log" message={entries.error} onRetry={entries.retry} /> : null}
      <DataTable
        label="Audit log"
        columns={auditColumns(zone)}
        rowKey={(entry) => entry.id}
        sort={{ column: 'When', direction: 'descending', caption: 'Newest first' }}
        minWidth={1040}
        rows={entries.items}
        loading={entries.loading}
        empty={
          <EmptyState
            icon={<IconShieldCheck size={28} />}
            title={filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
          >
            {filtered
              ? 'Try another person, action or subject, or widen the dates. Clear filters shows every entry.'
              : 'Staff sign-ins and every privileged change, from refunds to settings, will be listed here as they happen.'}
          </EmptyState>
        }
      />
      <LoadMore pages={entries} />
    </Stack>
  );
}
