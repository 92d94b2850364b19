/**
 * The admin KPI at a million-visit shape (issue 17): a scratch PostgreSQL database filled by the demo
 * generator at scale 250 (1,000,000 visits, 100,000 registrations, 100,000 contacts), then the KPI
 * report for a 90-day period (compared with the 90 days before) over HTTP against the real server,
 * by day and by week. Prints p50/p95 against the budget (p95 under 200 ms); asserts nothing.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used to create and drop
 * the scratch database. Usage: npm run bench:kpi [-- --scale 250 --samples 60]
 */
import { measureGets, numberArg, printTable, withDemoServer } from './servers/demo-server';

const scale = numberArg('scale', 250);
const samples = Math.max(30, numberArg('samples', 60));
const now = new Date();
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The report's visitor total: proves the answer is a real report, and shows what was counted. */
function visitors(body: unknown): number {
  const total = (body as { data?: { totals?: { visitors: number } } }).data?.totals?.visitors;
  if (total === undefined) throw new Error('the KPI report has no totals');
  return total;
}

await withDemoServer(
  {
    name: 'kpi',
    port: 3332,
    scale,
    now,
    describe: (report) =>
      `${report.visits?.visits} visits, ${report.rsvp?.registrations} registrations, ` +
      `${report.contacts?.contacts} contacts, ${report.payments?.payments} payments`,
  },
  async (server) => {
    const period = `from=${day(-89)}&to=${day(0)}`;
    const cases: [string, string][] = [
      ['90 days by day, with previous period', `/api/v1/admin/kpi?${period}&granularity=day`],
      ['90 days by week, with previous period', `/api/v1/admin/kpi?${period}&granularity=week`],
      ['90 days by month, no comparison', `/api/v1/admin/kpi?${period}&granularity=month&compare=none`],
    ];
    const rows = [];
    for (const [label, target] of cases) {
      const { p50, p95, last } = await measureGets(server, target, samples, visitors);
      rows.push({ label, p50, p95, note: `${last} visitors` });
    }
    printTable(`KPI report over HTTP on PostgreSQL, ${samples} sequential requests each (ms)`, 200, rows);
  },
);
