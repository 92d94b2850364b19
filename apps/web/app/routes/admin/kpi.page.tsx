import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { formatClockTime } from '../../lib/datetime';
import { AttendanceTables } from '../../features/kpi/attendance-tables';
import { CountTable } from '../../features/kpi/count-table';
import { FunnelTable } from '../../features/kpi/funnel-table';
import { HeadlineCards } from '../../features/kpi/headline-cards';
import { KpiOverTime } from '../../features/kpi/kpi-over-time';
import { KpiPeriodBar } from '../../features/kpi/kpi-period-bar';
import { KpiSection } from '../../features/kpi/kpi-section';
import { kpiViewParams, readKpiView, type KpiView } from '../../features/kpi/kpi-view';
import { RevenueTable } from '../../features/kpi/revenue-table';
import { SessionsTable } from '../../features/kpi/sessions-table';
import { SourcesTable } from '../../features/kpi/sources-table';
import { useKpiReport } from '../../features/kpi/use-kpi-report';
import { formatLongDate } from '../../lib/format';

const KpiSettingsModal = lazy(() => import('../../features/kpi/kpi-settings-modal'));

/**
 * The admin's "KPI" (docs/product.md, KPI and visit counting): a period in the business's time zone
 * (kept in the address, so reload and back keep it), its headline figures against the period before,
 * revenue by line, the funnel from visit to paid seat, attendance and replay, RSVPs, sign-ups,
 * sessions, attendance by session and source, sources and charts, each table exportable as CSV.
 */
export default function KpiPage() {
  const [params, setParams] = useSearchParams();
  const view = readKpiView(params);
  const kpi = useKpiReport(view);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const report = kpi.report;
  const period = kpi.range ? { ...kpi.range, granularity: view.granularity } : null;

  const change = (next: KpiView, typing = false) => setParams(kpiViewParams(next), { replace: typing });

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="KPI"
        summary="How the business is doing: from visit to paid seat and attended session, revenue by line and where paid seats come from."
        action={
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
            disabled={!kpi.settings}
            onClick={() => setSettingsOpen(true)}
          >
            KPI settings
          </Button>
        }
      />
      <KpiPeriodBar view={view} range={kpi.range} onChange={change} />
      {kpi.error ? <LoadError title="KPI" message={kpi.error} onRetry={kpi.reload} /> : null}
      {!report && !kpi.error ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading the figures…</Text>
        </Group>
      ) : null}
      {report && period ? (
        <Stack gap="xl" aria-busy={kpi.loading}>
          <Stack gap={2}>
            <Text size="sm" fw={600} data-testid="kpi-zone">
              Figures in {report.timeZone}, counted at {formatClockTime(report.countedAt, report.timeZone)}: visits,
              bookings and money up to that minute
            </Text>
            <Text size="sm" c="dimmed" data-testid="kpi-period">
              {formatLongDate(report.period.from)} to {formatLongDate(report.period.to)}
              {report.previousPeriod
                ? `, compared with ${formatLongDate(report.previousPeriod.from)} to ${formatLongDate(report.previousPeriod.to)}`
                : ''}
            </Text>
          </Stack>
          <HeadlineCards report={report} />
          <KpiSection title="Revenue by line" what="revenue by line" table="revenue" period={period}>
            <RevenueTable report={report} />
          </KpiSection>
          <KpiSection
            title="Funnel"
            what="the funnel"
            table="funnel"
            period={period}
            intro="Unique visitors, then how many opened the RSVP form, registered, paid, attended and watched the replay (of the bookings made in the period). Each step's conversion is its share of the step before; attendance and replays are shares of the paid seats."
          >
            <FunnelTable report={report} />
          </KpiSection>
          <KpiOverTime report={report} period={period} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <KpiSection title="RSVPs by status" what="RSVPs by status" table="rsvps" period={period}>
              <CountTable
                label="RSVPs by status"
                kind="Status"
                rows={report.rsvpsByStatus}
                empty="No RSVPs were made in this period. Bookings from the public RSVP form appear here by their status now."
              />
            </KpiSection>
            <KpiSection title="Sign-ups by role" what="sign-ups by role" table="signups" period={period}>
              <CountTable
                label="Sign-ups by role"
                kind="Role"
                rows={report.signUpsByRole}
                empty="Nobody signed up in this period. New accounts appear here by the role they signed up for."
              />
            </KpiSection>
          </SimpleGrid>
          <KpiSection title="Sessions" what="the sessions" table="sessions" period={period}>
            <SessionsTable report={report} />
          </KpiSection>
          <AttendanceTables report={report} period={period} />
          <KpiSection
            title="Top sources"
            what="the top sources"
            table="sources"
            period={period}
            intro="Referring sites, UTM campaigns, affiliates and email campaigns, by paid seats."
          >
            <SourcesTable report={report} />
          </KpiSection>
        </Stack>
      ) : null}
      {kpi.settings && settingsOpen ? (
        <Suspense fallback={null}>
          <KpiSettingsModal opened settings={kpi.settings} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
