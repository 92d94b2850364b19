import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { dayRange } from './kpi-period.rules';

/**
 * The KPI groups rows by comparing instants with each local day's first instant, computed here in
 * JavaScript (docs/decisions/2026-11-23-kpi-rollups.md). Those instants must split days exactly where
 * the database's own time zone conversion does, across every clock change of a year, including zones
 * whose clocks jump at midnight (Havana, Santiago) or by half an hour (Lord Howe).
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ migrated: false });
});
afterAll(() => t.dispose());

const ZONES = ['America/New_York', 'America/Havana', 'America/Santiago', 'Europe/London', 'Australia/Lord_Howe', 'UTC'];

describe('dayRange', () => {
  it.each(ZONES)('starts each day of 2026 in %s at the instant the database says that day begins', async (zone) => {
    const range = dayRange('2026-01-01', '2026-12-31', zone);
    expect(range.days).toHaveLength(365);
    expect(range.bounds).toHaveLength(366);
    expect(range.start).toEqual(range.bounds[0]);
    expect(range.end).toEqual(range.bounds[365]);
    const { rows } = await t.db.executeSql(
      `select b.day::text as day, to_char(b.at at time zone $2, 'YYYY-MM-DD') as starts_on,
         to_char((b.at - interval '1 millisecond') at time zone $2, 'YYYY-MM-DD') as before_is
       from unnest($1::timestamptz[], $3::date[]) with ordinality as b(at, day, n) order by n`,
      [`{${range.bounds.map((b) => b.toISOString()).join(',')}}`, zone, `{${[...range.days, '2027-01-01'].join(',')}}`],
    );
    const wrong = rows.filter(
      (row, i) => row.starts_on !== row.day || row.before_is !== (rows[i - 1]?.day ?? '2025-12-31'),
    );
    expect(wrong).toEqual([]);
  });
});
