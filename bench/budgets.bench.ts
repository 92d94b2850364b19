/**
 * Prints the web app's size budgets for the current build (apps/web/scripts/budgets.mjs): the CSS a
 * public page blocks on, what it loads to hydrate, the boot script and the first panel route, all
 * brotli-compressed. The build itself fails past a budget; this prints the table.
 *
 *   npm run build && npm run bench:budgets
 */
import path from 'node:path';
import { BUDGETS, TARGETS, formatBudgets, measureBudgets } from '../apps/web/scripts/budgets.mjs';
import { recordFigures } from './results';

const measured = measureBudgets(path.resolve(import.meta.dirname, '../apps/web/dist/client'));
console.log(formatBudgets(measured));

const kb = (bytes: number) => bytes / 1024;
const largest = (key: 'blockingCss' | 'hydrationJs') => Math.max(...measured.pages.map((page) => page[key]));
/** The target is the goal (TARGETS); the build fails only past the budget, named in the measure. */
const figure = (measure: string, bytes: number, key: keyof typeof BUDGETS) => ({
  measure: `${measure} (build budget ${kb(BUDGETS[key])} KB)`,
  value: kb(bytes),
  unit: 'KB',
  target: { of: 'value' as const, atMost: kb(TARGETS[key]) },
});
recordFigures([
  figure('render-blocking CSS, largest public page', largest('blockingCss'), 'blockingCss'),
  figure('hydration JS, largest public page', largest('hydrationJs'), 'hydrationJs'),
  figure('boot JS', measured.bootJs, 'bootJs'),
  figure('first panel route JS', measured.panelJs, 'panelJs'),
]);
