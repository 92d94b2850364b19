// Part of `npm run build`: fails when the built app exceeds a size budget (scripts/budgets.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBudgets, measureBudgets, overBudget } from './budgets.mjs';

const clientDir = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const measured = measureBudgets(clientDir);
const over = overBudget(measured);
if (over.length > 0) {
  console.error(formatBudgets(measured));
  console.error(`\nOver budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `size budgets hold (boot ${(measured.bootJs / 1024).toFixed(1)} KB, first panel route ${(measured.panelJs / 1024).toFixed(1)} KB)`,
);
