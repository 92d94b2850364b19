import { defineConfig } from 'vitest/config';

const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.VITEST_REPORT_NAME ?? 'vitest';

export default defineConfig({
  test: {
    // CI also writes a JSON report that .ci/count.mjs adds up.
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]] : ['default'],
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry WASM; two workers fit the 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test-setup.ts'],
          css: false,
        },
      },
    ],
  },
});
