// Prints what the CI run measured and adds up the JSON reports of Vitest and Playwright:
// one line per phase with its time, the ten slowest test files, then "N passed, N failed".
// Usage: node .ci/summary.mjs REPORT_DIR TOTAL_SECONDS
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const totalSeconds = Number(process.argv[3] ?? 0);
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const read = (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
const minutes = (seconds) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

// Phases, in the order they ran (scripts/timed.mjs and .ci/run append to phases.tsv).
console.log('Phases:');
const phasesFile = path.join(dir, 'phases.tsv');
if (existsSync(phasesFile)) {
  for (const line of readFileSync(phasesFile, 'utf8').trim().split('\n')) {
    const [name, seconds, status] = line.split('\t');
    console.log(`  ${name.padEnd(18)} ${minutes(Number(seconds)).padStart(8)}${status === '0' ? '' : '  (failed)'}`);
  }
}
console.log(`  ${'whole run'.padEnd(18)} ${minutes(totalSeconds).padStart(8)}`);

// Test files by time: Vitest's per-file wall time, Playwright's sum of its tests' times.
const timings = [];
let passed = 0;
let failed = 0;
for (const file of files) {
  const report = read(file);
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected + (report.stats.flaky ?? 0);
    failed += report.errors?.length ?? 0; // errors outside tests (web server failed to start, …)
    const bySpec = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          for (const result of test.results) bySpec.set(spec.file, (bySpec.get(spec.file) ?? 0) + result.duration);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    for (const [spec, ms] of bySpec) timings.push({ name: `e2e/specs/${spec}`, seconds: ms / 1000 });
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) failed += 1; // a suite that ran no test is a failure
    for (const result of report.testResults ?? []) {
      timings.push({
        name: path.relative(process.cwd(), result.name),
        seconds: (result.endTime - result.startTime) / 1000,
      });
    }
  }
}
console.log('Ten slowest test files:');
for (const { name, seconds } of timings.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
}

for (const name of ['vitest.json', 'playwright.json', 'vitest-multi-instance.json']) {
  if (!files.includes(name)) {
    console.log(`missing report: ${name} (that suite did not run to the end)`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
