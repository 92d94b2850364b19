import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.VITEST_REPORT_NAME ?? 'vitest';
/** TEST_DATABASE_URL set: the server suite runs on PostgreSQL, and the PGlite path keeps its own project. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverTest: NonNullable<TestProjectInlineConfiguration['test']> = {
  root: './apps/server',
  environment: 'node',
  // One migrated database per run, copied by every file (test/database-template.global.ts).
  globalSetup: ['./test/database-template.global.ts'],
  // Files share a worker's loaded modules (the whole app, imported once per worker instead of once per
  // file: about half the suite's CPU time). Each file still builds its own app on its own database; no
  // server test mocks modules or changes process.env, which this would leak.
  isolate: false,
  // Ceilings for a hang on a loaded 2-core machine, not speed targets.
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

const WEB_TESTS = ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'];
const webTest: NonNullable<TestProjectInlineConfiguration['test']> = {
  root: './apps/web',
  environment: 'jsdom',
  setupFiles: ['./test-setup.ts'],
  css: false,
  // jsdom renders of whole pages take seconds when both cores are busy.
  testTimeout: 15_000,
};
/** Web test files that call vi.mock or vi.doMock, found by reading them (paths relative to apps/web). */
const webRoot = fileURLToPath(new URL('./apps/web/', import.meta.url));
const webFilesThatMock = globSync(WEB_TESTS, { cwd: webRoot }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(webRoot, file), 'utf8')),
);

/**
 * The embedded database's own cover when the server suite runs on PostgreSQL (docs/testing.md):
 * migrations from empty, the job queue's PGlite adapter, readiness, a whole booking through the app, and
 * backup and restore through the embedded database's own dump.
 */
const pglitePath: TestProjectInlineConfiguration = {
  test: {
    ...serverTest,
    name: 'server-pglite',
    include: [
      'src/modules/payments/billing-ledger.migration.test.ts',
      'src/modules/kpi/kpi-period.rules.test.ts',
      'src/modules/health/health.test.ts',
      'src/jobs/queue.test.ts',
      'src/modules/rsvp/rsvp.flow.test.ts',
      'src/ops/backup-restore.test.ts',
    ],
    env: { TEST_DATABASE_URL: '' },
  },
};

export default defineConfig({
  test: {
    // Two workers fit the 2-core machine.
    maxWorkers: 2,
    // CI also writes a JSON report that .ci/summary.mjs adds up.
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]] : ['default'],
    projects: [
      {
        test: {
          ...serverTest,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Its own config (vitest.multi-instance.config.ts): it needs the compiled build, PostgreSQL and HAProxy.
          exclude: ['test/multi-instance/**'],
        },
      },
      {
        test: {
          ...webTest,
          name: 'web',
          include: WEB_TESTS,
          exclude: webFilesThatMock,
          // Files share a worker's loaded modules (React, Mantine, the app's own), imported once per
          // worker instead of once per file: the web suite in well under half the time. Each file
          // still gets its own jsdom.
          isolate: false,
        },
      },
      {
        // Files that replace a module with vi.mock get fresh modules, so the replacement reaches no other file.
        test: { ...webTest, name: 'web-mocked', include: webFilesThatMock },
      },
      ...(onPostgres ? [pglitePath] : []),
    ],
  },
});
