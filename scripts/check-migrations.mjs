// Part of `npm run lint`: migrations are expand-then-contract (docs/deploy.md, Upgrades). During a
// rolling deploy the previous release still runs against the migrated database, and its code reads
// every column and table its schema declares (drizzle names each column it selects). So a migration
// may not drop or rename a table or column that the schema before it (the previous migration's
// snapshot) still declares, unless the statement says why that is safe, on the line before it:
//   -- breaks-previous-release: <why, e.g. "the release before this one stopped reading it">
// The usual way is two releases: the first stops using the column (its migration keeps it), the
// next drops it; the column is then absent from the previous snapshot and the drop passes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = process.argv[2] ?? path.join(root, 'apps/server/src/db/migrations');
const MARKER = /--\s*breaks-previous-release:\s*\S/;
/** Written before this check existed, when no release ran against a shared database; kept as they are. */
const PREDATING = new Set(['0007_billing_ledger']);

const identifier = String.raw`"([^"]+)"`;
const rules = [
  {
    pattern: new RegExp(String.raw`DROP TABLE (?:IF EXISTS )?${identifier}`, 'i'),
    what: (m) => ({ table: m[1] }),
    verb: 'drops',
  },
  {
    pattern: new RegExp(String.raw`ALTER TABLE ${identifier} DROP COLUMN (?:IF EXISTS )?${identifier}`, 'i'),
    what: (m) => ({ table: m[1], column: m[2] }),
    verb: 'drops',
  },
  {
    pattern: new RegExp(String.raw`ALTER TABLE ${identifier} RENAME COLUMN ${identifier}`, 'i'),
    what: (m) => ({ table: m[1], column: m[2] }),
    verb: 'renames',
  },
  {
    pattern: new RegExp(String.raw`ALTER TABLE ${identifier} RENAME TO`, 'i'),
    what: (m) => ({ table: m[1] }),
    verb: 'renames',
  },
];

const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
const snapshot = (idx) =>
  JSON.parse(readFileSync(path.join(folder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8'));

/** Whether the schema `before` declares the table (and column). */
function declared(before, { table, column }) {
  const found = Object.values(before.tables).find((t) => t.name === table);
  return Boolean(found && (column === undefined || found.columns[column]));
}

const problems = [];
for (const entry of journal.entries) {
  if (entry.idx === 0 || PREDATING.has(entry.tag)) continue;
  const before = snapshot(entry.idx - 1);
  const lines = readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const rule of rules) {
      const match = rule.pattern.exec(line);
      if (!match) continue;
      const target = rule.what(match);
      if (!declared(before, target) || MARKER.test(lines[index - 1] ?? '') || MARKER.test(line)) continue;
      const name = target.column ? `column ${target.table}.${target.column}` : `table ${target.table}`;
      problems.push(
        `${entry.tag}.sql:${index + 1} ${rule.verb} ${name}, which the previous release still reads. ` +
          'Stop reading it in one release and drop it in the next, or say why this is safe on the line before: ' +
          '-- breaks-previous-release: <reason>',
      );
    }
  });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`migrations: ${journal.entries.length} checked, none drops or renames what the previous release reads`);
