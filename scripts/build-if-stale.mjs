// `npm start` runs this before serving: it builds the web app and the compiled server only when a
// built file is missing or older than the newest source it is made from, so a second start takes
// seconds instead of a rebuild. Each is checked (and rebuilt) on its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = [path.join(root, 'packages/contracts/src'), path.join(root, 'package-lock.json')];
const targets = [
  {
    name: 'web app',
    workspace: 'apps/web',
    outputs: ['apps/web/dist/client/index.html', 'apps/web/dist/server/entry-server.js'],
    sources: ['apps/web/app', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build'],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    outputs: ['apps/server/dist/main.js'],
    sources: ['apps/server/src', 'apps/server/scripts'],
  },
];

/** Tests are no part of a build: editing one does not make it stale. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** Newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (!isTest(entry)) latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

for (const target of targets) {
  const outputs = target.outputs.map((file) => path.join(root, file));
  const sources = [
    ...target.sources.map((file) => path.join(root, file)),
    path.join(root, target.workspace, 'package.json'),
    ...shared,
  ];
  const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt > Math.max(...sources.map(newest))) {
    console.log(`The ${target.name} is up to date (built after its last source change); skipping its build.`);
    continue;
  }
  console.log(
    builtAt === 0
      ? `Building the ${target.name}…`
      : `Sources changed since the last build; rebuilding the ${target.name}…`,
  );
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
