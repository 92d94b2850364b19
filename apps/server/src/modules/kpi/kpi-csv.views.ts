import {
  KPI_FUNNEL_LABELS,
  KPI_FUNNEL_STEPS,
  KPI_SOURCE_LABELS,
  type KpiExportTable,
  type KpiReport,
} from '@meridian/contracts/kpi';
import { toCsv, type CsvColumn } from '../../lib/csv';

const money = (cents: number) => (cents / 100).toFixed(2);
const REVENUE_LINES = [
  ['seatsCents', 'Seats'],
  ['advertisingCents', 'Advertising'],
  ['refundsCents', 'Refunds (subtracted)'],
  ['commissionsCents', 'Affiliate commissions (subtracted)'],
  ['netCents', 'Net revenue'],
] as const;

type Row = Record<string, string | number>;
const columns = (...names: [header: string, key: string][]): CsvColumn<Row>[] =>
  names.map(([header, key]) => ({ header, value: (row) => row[key] ?? '' }));

/** Conversion from the step before, in percent with one decimal ('' for the first step or none before). */
const conversion = (count: number, before: number | undefined) =>
  before === undefined || before === 0 ? '' : (Math.round((count / before) * 1000) / 10).toFixed(1);

/** One table of the report as CSV (the project's CSV writer: formula-safe cells, BOM, CRLF). */
export function kpiTableCsv(report: KpiReport, table: KpiExportTable): string {
  const previous = report.previousTotals;
  const currency = report.currency.toUpperCase();
  switch (table) {
    case 'revenue':
      return toCsv(
        columns(['Line', 'line'], [`This period (${currency})`, 'now'], [`Previous period (${currency})`, 'before']),
        REVENUE_LINES.map(([key, line]) => ({
          line,
          now: money(report.totals.revenue[key]),
          before: previous ? money(previous.revenue[key]) : '',
        })),
      );
    case 'funnel':
      return toCsv(
        columns(
          ['Step', 'step'],
          ['Count', 'count'],
          ['Conversion from the step before (%)', 'rate'],
          ['Previous period', 'before'],
        ),
        KPI_FUNNEL_STEPS.map((step, i) => ({
          step: KPI_FUNNEL_LABELS[step],
          count: report.totals.funnel[step],
          rate: conversion(
            report.totals.funnel[step],
            i > 0 ? report.totals.funnel[KPI_FUNNEL_STEPS[i - 1]!] : undefined,
          ),
          before: previous ? previous.funnel[step] : '',
        })),
      );
    case 'sessions':
      return toCsv(
        columns(
          ['Session', 'title'],
          ['Starts at (UTC)', 'startsAt'],
          ['Capacity', 'capacity'],
          ['Seats sold', 'seatsSold'],
          ['Fill (%)', 'fill'],
        ),
        report.sessions.map((s) => ({ ...s, fill: s.fillPercent.toFixed(1) })),
      );
    case 'rsvps':
      return toCsv(columns(['Status', 'label'], ['RSVPs', 'count']), report.rsvpsByStatus);
    case 'signups':
      return toCsv(columns(['Role', 'label'], ['Sign-ups', 'count']), report.signUpsByRole);
    case 'sources':
      return toCsv(
        columns(
          ['Kind', 'kind'],
          ['Source', 'label'],
          ['Visitors', 'visitors'],
          ['Paid seats', 'paidSeats'],
          [`Revenue (${currency})`, 'revenue'],
        ),
        report.sources.map((s) => ({ ...s, kind: KPI_SOURCE_LABELS[s.kind], revenue: money(s.revenueCents) })),
      );
    case 'series':
      return toCsv(
        columns(
          [
            `${report.granularity === 'day' ? 'Day' : report.granularity === 'week' ? 'Week of' : 'Month of'}`,
            'bucket',
          ],
          ['Visitors', 'visitors'],
          ['Registered', 'rsvpRegistered'],
          ['Paid', 'paid'],
          [`Revenue (${currency})`, 'revenue'],
          [`Net revenue (${currency})`, 'net'],
          ['Sign-ups', 'signUps'],
        ),
        report.series.map((s) => ({ ...s, revenue: money(s.revenueCents), net: money(s.netCents) })),
      );
  }
}
