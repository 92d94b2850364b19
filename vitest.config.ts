import { defineConfig } from 'vitest/config';

const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.VITEST_REPORT_NAME ?? 'vitest';

export default defineConfig({
  test: {
    // Two workers fit the 2-core machine (each server test file runs its own PGlite).
    maxWorkers: 2,
    // CI also writes a JSON report that .ci/count.mjs adds up.
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]] : ['default'],
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Its own project: it needs the compiled build, PostgreSQL and HAProxy.
          exclude: ['test/multi-instance/**'],
          environment: 'node',
          // One migrated database per run, copied by every file (test/database-template.global.ts).
          globalSetup: ['./test/database-template.global.ts'],
          // Each file builds a whole app on its own embedded database; on a busy 2-core machine the
          // setup alone can pass a minute. These are ceilings for a hang, not speed targets.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Three compiled server processes behind HAProxy on PostgreSQL (test/multi-instance): run
          // after `npm run build`, with TEST_DATABASE_URL, as `npx vitest run --project multi-instance`.
          name: 'multi-instance',
          root: './apps/server',
          include: ['test/multi-instance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./test-setup.ts'],
          css: false,
          // jsdom renders of whole pages take seconds when both cores are busy.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
