import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports a web layer may not make: the layers above it (and, for features, each other). */
function webLayer(files, forbidden, name, extra) {
  const patterns = forbidden.map((layer) => ({
    regex: `(^|/)${layer}/`,
    message: `${name}/ sits below ${layer}/ and must not import from it.`,
  }));
  if (extra) patterns.push(extra);
  return [
    { files: [files], ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
}

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
  // Web layers: lib → components → features → routes/layouts, and no feature imports another
  // (docs/decisions/2026-11-21-shared-admin-ui.md). A planted violation fails `npm run lint`.
  ...webLayer('apps/web/app/lib/**', ['features', 'components', 'routes', 'layouts'], 'lib'),
  ...webLayer('apps/web/app/components/**', ['features', 'routes', 'layouts'], 'components'),
  ...webLayer('apps/web/app/features/**', ['routes', 'layouts'], 'features', {
    // A sibling feature: `../<other>/…` from inside features/<one>/.
    regex: '^\\.\\./(?!\\.\\.?/)[^/]+/',
    message: 'A feature never imports another feature: move what both need to lib/ or components/.',
  }),
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
