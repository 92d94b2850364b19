// `npm start` runs this before serving: it builds the web app only when a built file is missing or
// older than the newest source it is made from, so a second start takes seconds instead of a rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(web, '../..');
const outputs = ['dist/client/index.html', 'dist/server/entry-server.js'].map((file) => path.join(web, file));
const sources = [
  path.join(web, 'app'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'build'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'package-lock.json'),
];

/** Newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newest));
if (builtAt > changedAt) {
  console.log('Web app is up to date (built after its last source change); skipping the build.');
} else {
  console.log(
    builtAt === 0 ? 'Building the web app…' : 'Sources changed since the last build; rebuilding the web app…',
  );
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
