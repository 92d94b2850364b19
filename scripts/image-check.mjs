// Runs the Dockerfile's runtime stage without Docker (this machine has no Docker engine and cannot
// pull base images): its files copied as its COPY lines say, the app folder read-only, its
// environment, its user and its CMD; then its HEALTHCHECK until healthy, readiness, a page, a
// write into the app folder (refused), and SIGTERM (a clean exit).
//
//   node scripts/image-check.mjs [--port 3225] [--skip-build] [--keep] [--env KEY=VALUE]...
//
// Stages built from files of the build context (prod-deps) are rebuilt in a temporary folder with
// their own RUN lines; the stage that copies the whole context (build) is this checkout after its
// RUN lines (npm run build; --skip-build uses the build already there). Listening on 127.0.0.1 and
// the port given, DATA_DIR on a temporary folder: what `docker run -p … -v …` would change.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commandOf, copyOf, envOf, healthcheckOf, parseDockerfile, workdirOf } from './dockerfile.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3225' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const say = (text) => console.log(`image-check: ${text}`);
function fail(text) {
  console.error(`image-check: FAILED: ${text}`);
  process.exit(1);
}

const { args, stages } = parseDockerfile(fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1);
const last = (op) => runtime.instructions.filter((i) => i.op === op).at(-1)?.args;

// The image's CMD must be the production command of package.json (`npm run serve`).
const cmd = commandOf(last('CMD'));
const serve = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts.serve;
if (cmd.join(' ') !== serve.trim()) fail(`the Dockerfile's CMD (${cmd.join(' ')}) is not "npm run serve" (${serve})`);
const imageNode = /node:(\d+\.\d+\.\d+)/.exec(args.NODE_IMAGE ?? '')?.[1];
if (imageNode !== process.versions.node)
  fail(`the image runs Node ${imageNode}; run this with that Node, not ${process.versions.node}`);

const ignore = fs
  .readFileSync(path.join(repo, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const ignored = (relative) =>
  ignore.some((pattern) => path.matchesGlob(relative, pattern) || path.matchesGlob(relative, `${pattern}/**`));
// What the checkout holds from git is the build context; what its RUN lines made (node_modules, the
// build) is not, so .dockerignore applies to the first only.
const tracked = new Set();
for (const file of spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repo,
  encoding: 'utf8',
})
  .stdout.split('\n')
  .filter(Boolean)) {
  for (let part = file; part !== '.'; part = path.dirname(part)) tracked.add(part);
}
const fromContextButIgnored = (relative) => tracked.has(relative) && ignored(relative);

/**
 * Docker's COPY of one source: a folder's contents go into `dest`; a file goes to `dest`, or into it
 * when `dest` is a folder (several sources, or a trailing slash). From the build context (or the
 * stage that is the whole context), .dockerignore applies.
 */
function dockerCopy(source, sourceCount, dest, destRoot, contextRoot) {
  const filter = contextRoot ? (from) => !fromContextButIgnored(path.relative(contextRoot, from)) : () => true;
  const folder = fs.statSync(source).isDirectory();
  const target =
    folder || !(sourceCount > 1 || dest.endsWith('/'))
      ? path.join(destRoot, dest)
      : path.join(destRoot, dest, path.basename(source));
  if (!folder) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    return target;
  }
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    // A stage rebuilt here is ours and used once: its files move instead of being copied.
    if (!contextRoot) {
      fs.renameSync(path.join(source, entry), path.join(target, entry));
      continue;
    }
    fs.cpSync(path.join(source, entry), path.join(target, entry), { recursive: true, verbatimSymlinks: true, filter });
  }
  return target;
}
function run(command, cwd, env = process.env) {
  say(`RUN ${command}   (in ${cwd})`);
  const result = spawnSync('/bin/sh', ['-c', command], { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`"${command}" exited with ${result.status}`);
}

const work = fs.mkdtempSync(path.join(tmpdir(), 'meridian-image-'));
fs.chmodSync(work, 0o755);
/** Where each stage's WORKDIR is on this machine. */
const stageRoots = new Map();
/** A stage and the stages it is built FROM, oldest first (up to a base image). */
function chainOf(name) {
  const stage = stages.find((s) => s.name === name);
  if (!stage) fail(`no stage ${name}`);
  return stages.some((s) => s.name === stage.from) ? [...chainOf(stage.from), stage] : [stage];
}
function stageRoot(name) {
  if (stageRoots.has(name)) return stageRoots.get(name);
  const copiesContext = (i) => i.op === 'COPY' && !copyOf(i.args).from && copyOf(i.args).sources[0] === '.';
  const chain = chainOf(name);
  const wholeContext = chain.some((stage) => stage.instructions.some(copiesContext));
  let root = repo;
  let instructions = chain.flatMap((stage) => stage.instructions);
  if (wholeContext) {
    // This checkout is that stage: its install is node_modules already; only the RUN lines after the
    // context is copied (the build) are run, unless --skip-build.
    instructions = instructions.slice(instructions.findIndex(copiesContext) + 1);
    if (values['skip-build']) instructions = [];
  } else {
    root = path.join(work, `stage-${name}`);
    fs.mkdirSync(root, { recursive: true });
  }
  for (const instruction of instructions) {
    if (instruction.op === 'COPY' && !wholeContext) {
      const { sources, dest } = copyOf(instruction.args);
      for (const source of sources) dockerCopy(path.join(repo, source), sources.length, dest, root, repo);
    } else if (instruction.op === 'RUN') {
      run(instruction.args, root, { ...process.env, npm_config_prefer_offline: 'true' });
    }
  }
  stageRoots.set(name, root);
  return root;
}

// The runtime stage's file system: /usr/local/bin/node from the base image, then its COPY lines.
const appDir = path.join(work, 'root', workdirOf(stages, runtime));
fs.mkdirSync(path.join(work, 'root/usr/local/bin'), { recursive: true });
fs.copyFileSync(process.execPath, path.join(work, 'root/usr/local/bin/node'));
fs.chmodSync(path.join(work, 'root/usr/local/bin/node'), 0o755);
fs.mkdirSync(appDir, { recursive: true });
const skipped = [];
for (const instruction of runtime.instructions) {
  if (instruction.op === 'RUN') skipped.push(instruction.args);
  if (instruction.op !== 'COPY') continue;
  const { from, sources, dest } = copyOf(instruction.args);
  if (!from) fail(`the runtime stage copies from the build context (${instruction.args}); copy from a stage`);
  const root = stageRoot(from);
  const fromWorkdir = workdirOf(
    stages,
    stages.find((s) => s.name === from),
  );
  for (const source of sources) {
    const inStage = path.join(root, path.relative(fromWorkdir, source));
    if (!fs.existsSync(inStage)) fail(`COPY --from=${from} ${source}: not in that stage`);
    const target = dockerCopy(inStage, sources.length, dest, appDir, root === repo ? repo : undefined);
    say(`COPY --from=${from} ${source} → ${path.relative(path.join(work, 'root'), target) || '.'}`);
  }
}
for (const command of skipped) say(`not run here: RUN ${command} (the machine's packages stand in)`);

// Read-only app folder: no write bit anywhere under it.
(function readOnly(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) readOnly(full);
    fs.chmodSync(full, fs.statSync(full).mode & ~0o222);
  }
  fs.chmodSync(dir, fs.statSync(dir).mode & ~0o222);
})(appDir);

const [uid, gid] = (last('USER') ?? '0:0').split(':').map(Number);
if (!(uid > 0)) fail(`the image runs as user ${last('USER') ?? 'root'}: it must name a non-root uid`);
const asRoot = process.getuid() === 0;
const volume = JSON.parse(last('VOLUME') ?? '[]')[0];
const dataDir = path.join(work, 'volume');
const home = path.join(work, 'root/home/node');
for (const dir of [dataDir, home]) {
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) fs.chownSync(dir, uid, gid);
}
const imageEnv = Object.assign({}, ...runtime.instructions.filter((i) => i.op === 'ENV').map((i) => envOf(i.args)));
if (imageEnv.DATA_DIR !== volume) fail(`DATA_DIR (${imageEnv.DATA_DIR}) is not the image's volume (${volume})`);
const env = {
  PATH: `${path.join(work, 'root/usr/local/bin')}:/usr/bin:/bin`,
  HOME: home,
  ...imageEnv,
  HOST: '127.0.0.1',
  PORT: values.port,
  DATA_DIR: dataDir,
  ...Object.fromEntries(
    values.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  ),
};
const asUser = (command) =>
  asRoot ? ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', ...command] : command;

await import('./image-check-run.mjs').then(({ runImage }) =>
  runImage({
    work,
    appDir,
    dataDir,
    env,
    uid: asRoot ? uid : process.getuid(),
    asUser,
    cmd,
    health: healthcheckOf(last('HEALTHCHECK')),
    keep: values.keep,
    say,
    fail,
  }),
);
