import { ESLint } from 'eslint';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of CONTRIBUTING.md are enforced by `npm run lint`: files that break them are planted
 * in the real tree (so the type-aware config parses them as it parses everything else), linted with
 * the project's own configuration, and removed.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const planted: string[] = [];

/** Writes a probe file, and remembers it (or the first folder made for it) for removal. */
function plant(relative: string, source: string): string {
  const file = path.join(root, relative);
  const madeFolder = mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  planted.push(madeFolder ?? file);
  return file;
}

function removePlanted(): void {
  for (const entry of planted.splice(0).reverse()) rmSync(entry, { force: true, recursive: true });
}

function checkCycles() {
  return spawnSync(process.execPath, [path.join(root, 'scripts/check-import-cycles.mjs')], { encoding: 'utf8' });
}

afterAll(removePlanted);

/**
 * One linter for the file. The boundary rules read imports, syntax and file names, never types, so
 * the type-aware parser's program (most of a run's time) is switched off for the probes.
 */
let linter: ESLint | undefined;

/** The boundary rules: import patterns, the manifests' ban on re-exporting a repository, file names. */
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax', 'naming/file-name'];

async function messagesOf(file: string, rule: string): Promise<string[]> {
  linter ??= new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => BOUNDARY_RULES.includes(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });
  const [result] = await linter.lintFiles([file]);
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restrictedImports = (file: string) => messagesOf(file, 'no-restricted-imports');
const restrictedSyntax = (file: string) => messagesOf(file, 'no-restricted-syntax');
const namingProblems = (file: string) => messagesOf(file, 'naming/file-name');

describe('import boundaries (web)', () => {
  it('refuses a feature importing another feature', async () => {
    const file = plant(
      'apps/web/app/features/blog/zz-lint-probe-cross-feature.ts',
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

  it('refuses a feature calling the API client itself, and lets lib/ do it', async () => {
    const fromFeature = plant(
      'apps/web/app/features/contacts/zz-lint-probe-api-call.ts',
      "import { listContacts } from '@meridian/contracts/contacts';\nimport { callEndpoint } from '../../lib/api-client';\nexport const probe = () => callEndpoint(listContacts);\n",
    );
    const fromLib = plant(
      'apps/web/app/lib/zz-lint-probe-api-call.ts',
      "import { listContacts } from '@meridian/contracts/contacts';\nimport { callEndpoint } from './api-client';\nexport const probe = () => callEndpoint(listContacts);\n",
    );
    expect(await restrictedImports(fromFeature)).toEqual([expect.stringContaining('Only lib/ calls the API client')]);
    expect(await restrictedImports(fromLib)).toEqual([]);
  });

  it('lets a feature use lib, components and its own files', async () => {
    const file = plant(
      'apps/web/app/features/blog/zz-lint-probe-allowed.ts',
      "import { formatMoney } from '../../lib/format';\nimport { EmptyState } from '../../components/site/empty-state';\nimport { PostCard } from './post-card';\nexport const probe = [formatMoney, EmptyState, PostCard];\n",
    );
    expect(await restrictedImports(file)).toEqual([]);
  });
});

describe('import boundaries (server)', () => {
  it("refuses a module importing another module's repository, and lets it import the manifest", async () => {
    const refused = plant(
      'apps/server/src/modules/rsvp/zz-lint-probe-repository.ts',
      "import { webinarsRepository } from '../webinars/webinars.repository';\nexport const probe = webinarsRepository;\n",
    );
    const allowed = plant(
      'apps/server/src/modules/rsvp/zz-lint-probe-manifest.ts',
      "import type { SessionLookups } from '../webinars/webinars.module';\nexport type Probe = SessionLookups;\n",
    );
    expect(await restrictedImports(refused)).toEqual([
      expect.stringContaining('A module imports another module only through its manifest'),
    ]);
    expect(await restrictedImports(allowed)).toEqual([]);
  });

  it("refuses another module's tables outside a tables file, and allows them in one", async () => {
    const refused = plant(
      'apps/server/src/modules/payments/zz-lint-probe-tables.repository.ts',
      "import { appUsers } from '../users/users.tables';\nexport const probe = appUsers;\n",
    );
    // No repository is an exception, rsvp's included: it reads sessions through the webinars manifest.
    const fromRsvp = plant(
      'apps/server/src/modules/rsvp/registrations.zz-lint-probe.repository.ts',
      "import { webinarSessions } from '../webinars/webinars.tables';\nexport const probe = webinarSessions;\n",
    );
    const allowed = plant(
      'apps/server/src/modules/payments/zz-lint-probe.tables.ts',
      "import { appUsers } from '../users/users.tables';\nexport const probe = appUsers;\n",
    );
    expect(await restrictedImports(refused)).toEqual([
      expect.stringContaining('A module imports another module only through its manifest'),
    ]);
    expect(await restrictedImports(fromRsvp)).toEqual([
      expect.stringContaining('A module imports another module only through its manifest'),
    ]);
    expect(await restrictedImports(allowed)).toEqual([]);
  });

  it("refuses a manifest re-exporting its repository, so no module reaches another's repository through it", async () => {
    plant(
      'apps/server/src/modules/zz-lint-probe/zz-lint-probe-figures.repository.ts',
      'export const probeFigures = { count: async () => 0 };\n',
    );
    const manifest = plant(
      'apps/server/src/modules/zz-lint-probe/zz-lint-probe.module.ts',
      "export { probeFigures } from './zz-lint-probe-figures.repository';\n",
    );
    const reader = plant(
      'apps/server/src/modules/rsvp/zz-lint-probe-figures.ts',
      "import { probeFigures } from '../zz-lint-probe/zz-lint-probe.module';\nexport const probe = probeFigures;\n",
    );
    const everything = plant(
      'apps/server/src/modules/zz-lint-probe/zz-lint-probe-all.module.ts',
      "export * from './zz-lint-probe-figures.repository';\n",
    );
    expect(await restrictedSyntax(manifest)).toEqual([expect.stringContaining('never re-exports a repository')]);
    expect(await restrictedSyntax(everything)).toEqual([expect.stringContaining('never re-exports a repository')]);
    expect(await restrictedImports(reader)).toEqual([]);
  });

  it("refuses a tables file naming drizzle's builders one by one, and takes the namespace", async () => {
    const named = plant(
      'apps/server/src/modules/notes/zz-lint-probe.tables.ts',
      "import { text } from 'drizzle-orm/pg-core';\nexport const probe = text('probe');\n",
    );
    const namespace = plant(
      'apps/server/src/modules/notes/zz-lint-probe-ns.tables.ts',
      "import * as pg from 'drizzle-orm/pg-core';\nexport const probe = pg.text('probe');\n",
    );
    expect(await restrictedSyntax(named)).toEqual([expect.stringContaining('as one namespace')]);
    expect(await restrictedSyntax(namespace)).toEqual([]);
  });

  it('refuses lib/ importing plugins/, core/ or adapters/', async () => {
    const fromPlugins = plant(
      'apps/server/src/lib/zz-lint-probe-plugin.ts',
      "import { registerAuth } from '../plugins/auth';\nexport const probe = registerAuth;\n",
    );
    const fromCore = plant(
      'apps/server/src/lib/zz-lint-probe-core.ts',
      "import type { Secrets } from '../core/secrets/secrets.service';\nexport type Probe = Secrets;\n",
    );
    expect(await restrictedImports(fromPlugins)).toEqual([
      expect.stringContaining('lib/ imports nothing from plugins/, core/, adapters/ or modules/'),
    ]);
    expect(await restrictedImports(fromCore)).toEqual([
      expect.stringContaining('lib/ imports nothing from plugins/, core/, adapters/ or modules/'),
    ]);
  });

  it('refuses an adapter importing a module, even a type from its manifest', async () => {
    const file = plant(
      'apps/server/src/adapters/mail/zz-lint-probe-adapter.ts',
      "import type { Mailer } from '../../modules/mail/mail.module';\nexport type Probe = Mailer;\n",
    );
    expect(await restrictedImports(file)).toEqual([expect.stringContaining('adapters/ never imports from modules/')]);
  });

  it('refuses drizzle-orm in a service file, and allows it in a repository', async () => {
    const service = plant(
      'apps/server/src/modules/webinars/zz-lint-probe.service.ts',
      "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    );
    const repository = plant(
      'apps/server/src/modules/webinars/zz-lint-probe.repository.ts',
      "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    );
    expect(await restrictedImports(service)).toEqual([expect.stringContaining('SQL lives in repositories')]);
    expect(await restrictedImports(repository)).toEqual([]);
  });
});

describe('import cycles', () => {
  // The check reads every source file of every workspace, so it runs once over all three probes: a
  // runtime cycle, a type-only cycle between two modules, and type-only cycles that do not count.
  let check: ReturnType<typeof checkCycles>;
  beforeAll(() => {
    plant(
      'apps/server/src/lib/zz-lint-probe-cycle-a.ts',
      "import { second } from './zz-lint-probe-cycle-b';\nexport const first = () => second;\n",
    );
    plant(
      'apps/server/src/lib/zz-lint-probe-cycle-b.ts',
      "import { first } from './zz-lint-probe-cycle-a';\nexport const second = () => first;\n",
    );
    plant(
      'apps/server/src/modules/zz-lint-probe-a/zz-lint-probe-a.module.ts',
      "import type { Second } from '../zz-lint-probe-b/zz-lint-probe-b.module';\nexport type First = { next?: Second };\n",
    );
    plant(
      'apps/server/src/modules/zz-lint-probe-b/zz-lint-probe-b.module.ts',
      "import type { First } from '../zz-lint-probe-a/zz-lint-probe-a.module';\nexport type Second = { back?: First };\n",
    );
    plant(
      'apps/server/src/lib/zz-lint-probe-types-a.ts',
      "import type { Second } from './zz-lint-probe-types-b';\nexport type First = { next?: Second };\n",
    );
    plant(
      'apps/server/src/lib/zz-lint-probe-types-b.ts',
      "import type { First } from './zz-lint-probe-types-a';\nexport type Second = { back?: First };\n",
    );
    // Inside one module too: its files share its types freely.
    plant(
      'apps/server/src/modules/notes/zz-lint-probe-types-a.ts',
      "import type { Second } from './zz-lint-probe-types-b';\nexport type First = { next?: Second };\n",
    );
    plant(
      'apps/server/src/modules/notes/zz-lint-probe-types-b.ts',
      "import type { First } from './zz-lint-probe-types-a';\nexport type Second = { back?: First };\n",
    );
    check = checkCycles();
  });
  afterAll(removePlanted);

  it('npm run lint fails on two files that import each other, naming both', () => {
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      'Import cycle between: apps/server/src/lib/zz-lint-probe-cycle-a.ts, apps/server/src/lib/zz-lint-probe-cycle-b.ts',
    );
  });

  it("counts type-only imports between two modules: a module naming the other's types depends on it", () => {
    expect(check.stderr).toContain(
      'Import cycle between: apps/server/src/modules/zz-lint-probe-a/zz-lint-probe-a.module.ts, apps/server/src/modules/zz-lint-probe-b/zz-lint-probe-b.module.ts',
    );
  });

  it('ignores type-only imports elsewhere, which vanish at run time', () => {
    expect(check.stderr).not.toContain('zz-lint-probe-types');
    // Exactly the two cycles above, nothing else in the tree.
    expect(check.stderr.match(/Import cycle between/g)).toHaveLength(2);
  });
});

describe('file names', () => {
  it('refuses a module file without a role suffix, and a module file in a subfolder', async () => {
    const bare = plant('apps/server/src/modules/notes/zz-lint-probe.ts', 'export const probe = 1;\n');
    const nested = plant('apps/server/src/modules/notes/zz-lint-probe/probe.rules.ts', 'export const probe = 1;\n');
    expect(await namingProblems(bare)).toEqual([expect.stringContaining('A module file is named <name>.<role>.ts')]);
    expect(await namingProblems(nested)).toEqual([expect.stringContaining('without subfolders')]);
  });

  it('accepts every role the docs list, and test kits beside them', async () => {
    const named = ['service', 'rules', 'views', 'mail', 'seed'].map((role) =>
      plant(`apps/server/src/modules/notes/zz-lint-probe.${role}.ts`, 'export const probe = 1;\n'),
    );
    named.push(plant('apps/server/src/modules/notes/zz-lint-probe.test-kit.ts', 'export const probe = 1;\n'));
    for (const file of named) expect(await namingProblems(file)).toEqual([]);
  });

  it('refuses a web feature and a contract file named after no server module', async () => {
    const feature = plant('apps/web/app/features/zz-lint-probe/probe.ts', 'export const probe = 1;\n');
    const contract = plant('packages/contracts/src/zz-lint-probe.ts', 'export const probe = 1;\n');
    const topic = plant('packages/contracts/src/notes-zz-lint-probe.ts', 'export const probe = 1;\n');
    expect(await namingProblems(feature)).toEqual([expect.stringContaining('"zz-lint-probe" is not one')]);
    expect(await namingProblems(contract)).toEqual([expect.stringContaining('"zz-lint-probe" is neither')]);
    expect(await namingProblems(topic)).toEqual([]);
  });
});
