import { defineConfig } from 'vitest/config';

/**
 * Three compiled server processes behind HAProxy on one PostgreSQL database (apps/server/test/
 * multi-instance, docs/testing.md): `npm run test:multi-instance` after `npm run build`, with
 * TEST_DATABASE_URL set and haproxy installed. `.ci/run` runs it after `npm test`.
 */
const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  test: {
    name: 'multi-instance',
    root: './apps/server',
    include: ['test/multi-instance/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-multi-instance.json` }]]
      : ['default'],
  },
});
