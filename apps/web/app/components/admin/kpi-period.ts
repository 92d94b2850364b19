/** The KPI periods offered: the last 7, 30 (the default, as the API's) or 90 days, or dates of one's own. */
export type KpiPreset = '7' | '30' | '90' | 'custom';

export interface KpiPeriod {
  preset: KpiPreset;
  /** Inclusive UTC days (YYYY-MM-DD); used when the preset is custom. */
  from: string;
  to: string;
}

export const DEFAULT_KPI_PERIOD: KpiPeriod = { preset: '30', from: '', to: '' };

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `from`/`to` a period asks the API for: the last N UTC days up to today, or the typed dates. */
export function kpiRange(period: KpiPeriod, now = Date.now()): { from?: string; to?: string } {
  if (period.preset === 'custom') {
    return { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
  }
  return { from: isoDay(now - (Number(period.preset) - 1) * DAY_MS), to: isoDay(now) };
}
