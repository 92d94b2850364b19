import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of CONTRIBUTING.md are enforced by `npm run lint`: files that break them are planted
 * in the real tree (so the type-aware config parses them as it parses everything else), linted with
 * the project's own configuration, and removed.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const planted: string[] = [];

function plant(relative: string, source: string): string {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  planted.push(file);
  return file;
}

afterAll(() => {
  for (const file of planted) rmSync(file, { force: true });
});

async function restrictedImports(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((m) => m.message);
}

describe('import boundaries (web)', () => {
  it('refuses a feature importing another feature', async () => {
    const file = plant(
      'apps/web/app/features/marketing/zz-lint-probe-cross-feature.ts',
      "import { RsvpModal } from '../rsvp/rsvp-modal';\nexport const probe = RsvpModal;\n",
    );
    expect(await restrictedImports(file)).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('refuses lib importing a feature, and components importing a route', async () => {
    const fromLib = plant(
      'apps/web/app/lib/zz-lint-probe-lib.ts',
      "import { RsvpModal } from '../features/rsvp/rsvp-modal';\nexport const probe = RsvpModal;\n",
    );
    const fromComponents = plant(
      'apps/web/app/components/zz-lint-probe-component.ts',
      "import * as home from '../routes/public/home.page';\nexport const probe = home;\n",
    );
    expect(await restrictedImports(fromLib)).toEqual([expect.stringContaining('lib/ sits below features/')]);
    expect(await restrictedImports(fromComponents)).toEqual([
      expect.stringContaining('components/ sits below routes/'),
    ]);
  });

  it('lets a feature use lib, components and its own files', async () => {
    const file = plant(
      'apps/web/app/features/marketing/zz-lint-probe-allowed.ts',
      "import { formatMoney } from '../../lib/format';\nimport { FeatureGrid } from './feature-grid';\nexport const probe = [formatMoney, FeatureGrid];\n",
    );
    expect(await restrictedImports(file)).toEqual([]);
  });
});
