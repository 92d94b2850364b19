// Adds up the JSON reports of Vitest and Playwright and prints "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    failed += report.errors?.length ?? 0; // errors outside tests (web server failed to start, …)
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) failed += 1; // a suite that ran no test is a failure
  }
}
const expectedReports = ['vitest.json', 'playwright.json', 'vitest-postgres.json'];
for (const name of expectedReports) {
  if (!files.includes(name)) {
    console.log(`missing report: ${name} (that suite did not run to the end)`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
