import { describe, expect, it } from 'vitest';
import { everyPage } from '../db/keyset';
import { csvChunks, toCsv } from './csv';

const columns = [
  { header: 'Id', value: (row: { id: number; name: string }) => row.id },
  { header: 'Name', value: (row: { id: number; name: string }) => row.name },
];
const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: i === 3 ? '=SUM(A1)' : `Row, ${i + 1}` }));

describe('a CSV streamed page by page', () => {
  it('reads every keyset page in order and writes the same text as the whole file at once', async () => {
    const asked: (string | undefined)[] = [];
    const pages = everyPage(async (after) => {
      asked.push(after && `${after.at}_${after.id}`);
      const start = after ? after.id : 0;
      const items = rows.slice(start, start + 3);
      const last = items.at(-1);
      const more = start + 3 < rows.length;
      return { items, nextCursor: more && last ? `2026-11-27T10:00:00.000000Z_${last.id}` : null };
    });
    let text = '';
    for await (const chunk of csvChunks(columns, pages)) text += chunk;
    expect(text).toBe(toCsv(columns, rows));
    expect(asked).toEqual([undefined, '2026-11-27T10:00:00.000000Z_3', '2026-11-27T10:00:00.000000Z_6']);
  });
});
