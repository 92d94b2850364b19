import { describe, expect, it } from 'vitest';
import { DEFAULT_KPI_VIEW, kpiViewParams, kpiViewRange, readKpiView, todayIn, type KpiView } from './kpi-view';

const view = (overrides: Partial<KpiView>): KpiView => ({ ...DEFAULT_KPI_VIEW, ...overrides });

describe('KPI periods', () => {
  it.each([
    ['7d', '2026-11-23', '2026-11-17', '2026-11-23'],
    ['30d', '2026-11-23', '2026-10-25', '2026-11-23'],
    ['90d', '2026-11-23', '2026-08-26', '2026-11-23'],
    ['month', '2026-11-23', '2026-11-01', '2026-11-23'],
    ['last-month', '2026-11-23', '2026-10-01', '2026-10-31'],
    ['last-month', '2026-01-05', '2025-12-01', '2025-12-31'],
    ['last-month', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['year', '2026-11-23', '2026-01-01', '2026-11-23'],
  ] as const)('%s ending %s runs %s to %s', (preset, today, from, to) => {
    expect(kpiViewRange(view({ preset }), today)).toEqual({ from, to });
  });

  it('keeps a custom range as typed, and opens one without dates on the last 30 days', () => {
    expect(kpiViewRange(view({ preset: 'custom', from: '2026-01-02', to: '2026-02-03' }), '2026-11-23')).toEqual({
      from: '2026-01-02',
      to: '2026-02-03',
    });
    expect(kpiViewRange(view({ preset: 'custom' }), '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('takes today in the business time zone, not the browser’s or UTC', () => {
    const lateEvening = new Date('2026-11-24T03:30:00Z'); // 22:30 on the 23rd in New York
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-23');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-24');
  });

  it('round-trips through the address, leaving the defaults out', () => {
    expect(kpiViewParams(DEFAULT_KPI_VIEW)).toEqual({});
    expect(readKpiView(new URLSearchParams())).toEqual(DEFAULT_KPI_VIEW);
    const custom = view({
      preset: 'custom',
      from: '2026-01-02',
      to: '2026-02-03',
      compare: false,
      granularity: 'week',
    });
    const params = kpiViewParams(custom);
    expect(params).toEqual({
      period: 'custom',
      from: '2026-01-02',
      to: '2026-02-03',
      compare: 'none',
      granularity: 'week',
    });
    expect(readKpiView(new URLSearchParams(params))).toEqual(custom);
    // Dates belong to a custom range only; unknown values fall back to the defaults.
    expect(readKpiView(new URLSearchParams('period=month&from=2026-01-01&granularity=hour'))).toEqual(
      view({ preset: 'month' }),
    );
  });
});
