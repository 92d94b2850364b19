import type { KpiGranularity } from '@meridian/contracts/kpi';

/**
 * What the admin KPI shows, as its address keeps it (docs/decisions/2026-11-23-kpi-page.md): a
 * preset period or dates of one's own, whether to compare with the period just before, and the
 * chart's step. Presets are whole days in the business's time zone, ending today there.
 */
export const KPI_PRESETS = ['7d', '30d', '90d', 'month', 'last-month', 'year', 'custom'] as const;
export type KpiPresetName = (typeof KPI_PRESETS)[number];

export const KPI_PRESET_LABELS: Record<KpiPresetName, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  month: 'This month',
  'last-month': 'Last month',
  year: 'This year',
  custom: 'Custom range',
};

export interface KpiView {
  preset: KpiPresetName;
  /** The typed dates of a custom range (YYYY-MM-DD); empty for a preset. */
  from: string;
  to: string;
  compare: boolean;
  granularity: KpiGranularity;
}

export const DEFAULT_KPI_VIEW: KpiView = { preset: '30d', from: '', to: '', compare: true, granularity: 'day' };

const GRANULARITIES: readonly KpiGranularity[] = ['day', 'week', 'month'];

/** The view an address asks for; anything unknown falls back to the default. */
export function readKpiView(params: URLSearchParams): KpiView {
  const preset = KPI_PRESETS.find((name) => name === params.get('period')) ?? DEFAULT_KPI_VIEW.preset;
  const granularity = GRANULARITIES.find((name) => name === params.get('granularity')) ?? 'day';
  return {
    preset,
    from: preset === 'custom' ? (params.get('from') ?? '') : '',
    to: preset === 'custom' ? (params.get('to') ?? '') : '',
    compare: params.get('compare') !== 'none',
    granularity,
  };
}

/** The address's query for a view, leaving out what is the default (a bare address is the last 30 days). */
export function kpiViewParams(view: KpiView): Record<string, string> {
  return {
    ...(view.preset !== DEFAULT_KPI_VIEW.preset ? { period: view.preset } : {}),
    ...(view.preset === 'custom' ? { from: view.from, to: view.to } : {}),
    ...(view.compare ? {} : { compare: 'none' }),
    ...(view.granularity !== 'day' ? { granularity: view.granularity } : {}),
  };
}

/** Today's date (YYYY-MM-DD) on the clocks of `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return toDay(toMs(day) + count * DAY_MS);
}

/** The first and last day of a preset whose last day is `today`, or a custom view's own dates. */
export function kpiViewRange(view: KpiView, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (view.preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last-month': {
      const first = toDay(Date.UTC(year, month - 2, 1));
      return { from: first, to: toDay(Date.UTC(year, month - 1, 0)) };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      // A custom range opened without dates starts as the default period, ready to edit.
      return { from: view.from || addDays(today, -29), to: view.to || today };
  }
}
