/**
 * Prints the web app's size budgets for the current build (apps/web/scripts/budgets.mjs): the CSS a
 * public page blocks on, what it loads to hydrate, the boot script and the first panel route, all
 * brotli-compressed. The build itself fails past a budget; this prints the table.
 *
 *   npm run build && npm run bench:budgets
 */
import path from 'node:path';
import { formatBudgets, measureBudgets } from '../apps/web/scripts/budgets.mjs';

console.log(formatBudgets(measureBudgets(path.resolve(import.meta.dirname, '../apps/web/dist/client'))));
