import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { namingPlugin } from './scripts/eslint-naming.mjs';

/**
 * Web import boundaries: lib → components → features → routes/layouts, no feature importing another
 * (docs/decisions/2026-11-21-shared-admin-ui.md), and only lib/ calling the API client: the rest reads
 * and writes through lib's hooks, or outside React through a function of lib/
 * (docs/decisions/2026-11-27-one-web-data-primitive.md). As on the server (below), each block lists
 * every pattern its files obey.
 */
const layerPatterns = (forbidden, name) =>
  forbidden.map((layer) => ({
    regex: `(^|/)${layer}/`,
    message: `${name}/ sits below ${layer}/ and must not import from it.`,
  }));
const siblingFeature = {
  // A sibling feature: `../<other>/…` from inside features/<one>/.
  regex: '^\\.\\./(?!\\.\\.?/)[^/]+/',
  message: 'A feature never imports another feature: move what both need to lib/ or components/.',
};
const rawApiCall = {
  regex: '(^|/)lib/api-client$',
  importNames: ['callEndpoint', 'apiRequest', 'api'],
  message:
    'Only lib/ calls the API client: use useEndpointQuery, useEndpointInfiniteQuery or useEndpointMutation (outside React, a function of lib/).',
};
const featurePatterns = [...layerPatterns(['routes', 'layouts'], 'features'), siblingFeature];
const restrictWeb = (files, patterns, ignores = []) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}', ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const webBoundaries = [
  restrictWeb(['apps/web/app/lib/**'], layerPatterns(['features', 'components', 'routes', 'layouts'], 'lib')),
  restrictWeb(
    ['apps/web/app/components/**'],
    [...layerPatterns(['features', 'routes', 'layouts'], 'components'), rawApiCall],
  ),
  restrictWeb(['apps/web/app/features/**'], [...featurePatterns, rawApiCall]),
  restrictWeb(['apps/web/app/routes/**', 'apps/web/app/layouts/**', 'apps/web/app/*.{ts,tsx}'], [rawApiCall]),
];

/**
 * Server import boundaries, as `no-restricted-imports` patterns. ESLint applies one set of options per
 * file for a rule (a later block replaces an earlier one), so each block lists every pattern its files obey.
 */
const serverModules = 'apps/server/src/modules/**';
const serverTests = ['**/*.test.ts'];
// `../<other>/<file>` from inside modules/<one>/, unless <file> is the other module's manifest.
const otherModuleInternals = {
  regex: '^\\.\\./([a-z-]+)/(?!\\1\\.module$)',
  message:
    'A module imports another module only through its manifest, modules/<name>/<name>.module.ts (export what it needs there).',
};
// The same for *.tables.ts files, which may also reference another module's tables for foreign keys.
const otherModuleInternalsFromTables = {
  regex: '^\\.\\./([a-z-]+)/(?!\\1\\.(module|tables)$)',
  message: otherModuleInternals.message,
};
const anyModule = (layer) => ({
  regex: '(^|/)modules/',
  message: `${layer} never imports from modules/: modules depend on it, not the other way round.`,
});
// lib/ is the bottom of the server: everything may use it, and it uses none of the layers above it.
const aboveLib = {
  regex: '(^|/)(plugins|core|adapters|modules)/',
  message:
    'lib/ imports nothing from plugins/, core/, adapters/ or modules/: they build on it, not the other way round.',
};
const layerBoundary = (layer) => (layer === 'lib' ? aboveLib : anyModule(`${layer}/`));
// A manifest hands out its module's API, never a repository (docs/architecture.md, Rules): another module
// would reach the tables through it. Types (a row type an API returns) may pass.
const repositoryReExport = {
  message:
    "A module's manifest never re-exports a repository: expose what others need through its api (docs/architecture.md, Rules).",
};
const manifestRules = {
  files: [`${serverModules}/*.module.ts`],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "ExportNamedDeclaration[exportKind='value'][source.value=/\\.repository$/]", ...repositoryReExport },
      { selector: 'ExportAllDeclaration[source.value=/\\.repository$/]', ...repositoryReExport },
    ],
  },
};
const drizzle = {
  regex: '^drizzle-orm(/|$)',
  message: 'SQL lives in repositories: import drizzle-orm only in db/, *.repository.ts and *.tables.ts files.',
};
const drizzleHomes = ['apps/server/src/db/**', '**/*.repository.ts', '**/*.tables.ts'];
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores: [...serverTests, ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Web layers and the API client (above). A planted violation fails `npm run lint`.
  ...webBoundaries,
  // Server: every file outside db/, repositories and tables keeps drizzle-orm out.
  restrict(['apps/server/src/**/*.ts'], [drizzle], drizzleHomes),
  // Modules reach each other only through manifests; a tables file may also import another's tables.
  restrict([`${serverModules}/*.ts`], [otherModuleInternals, drizzle], drizzleHomes),
  restrict([`${serverModules}/*.repository.ts`], [otherModuleInternals]),
  restrict([`${serverModules}/*.tables.ts`], [otherModuleInternalsFromTables]),
  manifestRules,
  // A tables file names drizzle's builders one way: `import * as pg from 'drizzle-orm/pg-core'`.
  {
    files: ['apps/server/src/**/*.tables.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='drizzle-orm/pg-core'] > ImportSpecifier",
          message:
            "Import drizzle's column builders as one namespace: import * as pg from 'drizzle-orm/pg-core' (docs/architecture.md, Data).",
        },
      ],
    },
  },
  // Adapters, core, lib, jobs and plugins never import modules, not even types. plugins/ included: the
  // auth plugin attaches lib/access.ts's RequestUser, a shape the users module's records satisfy, so
  // the edge needs no module either (modules.ts and services.ts wire modules together). lib/ imports
  // none of plugins/, core/ and adapters/ either.
  ...['adapters', 'core', 'lib', 'jobs', 'plugins'].map((layer) =>
    restrict([`apps/server/src/${layer}/**/*.ts`], [layerBoundary(layer), drizzle], drizzleHomes),
  ),
  ...['adapters', 'core', 'lib', 'jobs', 'plugins'].map((layer) =>
    restrict(
      [`apps/server/src/${layer}/**/*.repository.ts`, `apps/server/src/${layer}/**/*.tables.ts`],
      [layerBoundary(layer)],
    ),
  ),
  // One name per domain, a role suffix on every module file (scripts/eslint-naming.mjs).
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/web/app/features/**/*.{ts,tsx}', 'packages/contracts/src/*.ts'],
    plugins: { naming: namingPlugin },
    rules: { 'naming/file-name': 'error' },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
