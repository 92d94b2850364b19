import type { Plugin } from 'vite';

const TEST_ONLY = /\.(test|test-kit|fake)(\.tsx?)?$/;

/**
 * Test kits, fakes and tests never reach the bundle (docs/architecture.md, Naming): a page or component
 * importing one fails the build instead of shipping test code.
 */
export function noTestOnlyFiles(): Plugin {
  return {
    name: 'no-test-only-files',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (importer && TEST_ONLY.test(source)) this.error(`${importer} imports ${source}, a file only tests may use.`);
      return null;
    },
  };
}
