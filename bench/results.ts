/**
 * The benches' headline figures in a form `npm run bench:all` collects (docs/performance.md): each bench
 * prints its own lines as before and, when BENCH_RESULTS names a file, appends one JSON line per figure
 * to it. Run alone, a bench writes nothing.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The goal a figure is read against: on the value itself, or on value / ceiling. */
export interface Target {
  of: 'value' | 'ratio';
  atMost?: number;
  atLeast?: number;
  /** Strictly under (the list and report budgets: p95 < 100 ms). */
  below?: number;
}

export interface Figure {
  /** What was measured, in words a reader of the table understands without the bench's source. */
  measure: string;
  value: number;
  unit: string;
  /** What the same run measured as this figure's ceiling or peer (bare Fastify, nginx, raw nodemailer…). */
  ceiling?: { label: string; value: number };
  target?: Target;
}

/** A line of the results file: a figure, or a bench that did not run or failed, with why. */
export type ResultLine = { bench: string } & (Figure | { measure: string; notRun: string });

const benchName = () => path.basename(process.argv[1] ?? 'bench').replace(/\.bench\.ts$/, '');

function append(line: ResultLine): void {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** Appends this bench's figures to BENCH_RESULTS, when set. */
export function recordFigures(figures: Figure[]): void {
  for (const figure of figures) append({ bench: benchName(), ...figure });
}

/** Notes that a bench (or one of its figures) was not measured, and why. */
export function recordNotRun(bench: string, measure: string, why: string): void {
  append({ bench, measure, notRun: why });
}

export function readResults(file: string): ResultLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ResultLine);
}

const number = (value: number) =>
  Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);

function targetText(target: Target | undefined, unit: string): string {
  if (!target) return '—';
  const bound =
    target.below !== undefined
      ? `< ${number(target.below)}`
      : target.atMost !== undefined
        ? `≤ ${number(target.atMost)}`
        : `≥ ${number(target.atLeast ?? 0)}`;
  return target.of === 'ratio' ? `ratio ${bound}` : `${bound} ${unit}`;
}

/** Whether the figure meets its target: 'yes', 'NO', or '—' when it has none. */
export function verdict(figure: Figure): string {
  const { target } = figure;
  if (!target) return '—';
  const read = target.of === 'ratio' && figure.ceiling ? figure.value / figure.ceiling.value : figure.value;
  const met =
    (target.atMost === undefined || read <= target.atMost) &&
    (target.atLeast === undefined || read >= target.atLeast) &&
    (target.below === undefined || read < target.below);
  return met ? 'yes' : 'NO';
}

/** One table of every line: measure, value, ceiling, ratio, target, met. */
export function formatResults(lines: ResultLine[]): string {
  const rows = lines.map((line) => {
    const measure = `${line.bench}: ${line.measure}`;
    if ('notRun' in line) return [measure, '—', '—', '—', '—', `not run: ${line.notRun}`];
    const ceiling = line.ceiling ? `${number(line.ceiling.value)} ${line.unit} (${line.ceiling.label})` : '—';
    const ratio = line.ceiling ? (line.value / line.ceiling.value).toFixed(2) : '—';
    return [
      measure,
      `${number(line.value)} ${line.unit}`,
      ceiling,
      ratio,
      targetText(line.target, line.unit),
      verdict(line),
    ];
  });
  const header = ['measure', 'value', 'ceiling', 'ratio', 'target', 'met'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const format = (row: string[]) => row.map((cell, i) => (i === 5 ? cell : cell.padEnd(widths[i]!))).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format)].join('\n');
}
