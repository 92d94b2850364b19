// The second half of scripts/image-check.mjs: start the image's CMD as its user, wait for its
// HEALTHCHECK, look at it from outside, and stop it the way Docker does (SIGTERM).
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real uid of a running process (Linux). */
function uidOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
}

export async function runImage({ work, appDir, dataDir, env, uid, asUser, cmd, health, keep, say, fail }) {
  const logFile = path.join(work, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const [program, ...rest] = asUser(cmd);
  say(`start: ${cmd.join(' ')}  (uid ${uid}, cwd ${appDir}, DATA_DIR ${dataDir})`);
  const started = Date.now();
  const server = spawn(program, rest, { cwd: appDir, env, stdio: ['ignore', log, log] });
  let exit;
  server.on('exit', (code, signal) => (exit = { code, signal }));
  const stop = (text) => {
    if (!exit) server.kill('SIGKILL');
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    fail(`${text}\n--- last lines of the server's log (${logFile}) ---\n${tail}`);
  };

  // The HEALTHCHECK, as Docker runs it: the same command, user, environment and folder.
  const { interval = 30, timeout = 30, 'start-period': startPeriod = 0, retries = 3 } = health.options;
  const deadline = started + (startPeriod + interval * retries) * 1000;
  let healthy = false;
  while (!healthy && Date.now() < deadline && !exit) {
    const [checkProgram, ...checkArgs] = asUser(health.command);
    const check = spawnSync(checkProgram, checkArgs, { cwd: appDir, env, timeout: timeout * 1000 });
    healthy = check.status === 0;
    if (!healthy) await sleep(500);
  }
  if (!healthy) stop(exit ? `the server exited (${JSON.stringify(exit)}) before it was healthy` : 'never healthy');
  const bootSeconds = ((Date.now() - started) / 1000).toFixed(1);
  say(`HEALTHCHECK passed ${bootSeconds} s after start`);

  const base = `http://127.0.0.1:${env.PORT}`;
  if (uidOf(server.pid) !== uid) stop(`the server runs as uid ${uidOf(server.pid)}, not ${uid}`);
  if (uid === 0) stop('the server runs as root');
  const ready = await fetch(`${base}/api/ready`);
  if (ready.status !== 200) stop(`/api/ready answered ${ready.status}: ${await ready.text()}`);
  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<html')) stop(`GET / answered ${page.status} without a page`);
  const [writeProgram, ...writeArgs] = asUser([
    'node',
    '-e',
    `require('fs').writeFileSync(${JSON.stringify(path.join(appDir, 'written-by-the-server'))}, 'x')`,
  ]);
  const write = spawnSync(writeProgram, writeArgs, { cwd: appDir, env, encoding: 'utf8' });
  if (write.status === 0) stop('the server user could write into the app folder');
  if (!/EACCES|EROFS|EPERM/.test(write.stderr)) stop(`writing into the app folder failed oddly: ${write.stderr}`);
  const data = fs.readdirSync(dataDir);
  say(`as uid ${uid}: /api/ready 200, GET / 200 (${html.length} bytes of HTML), app folder not writable`);
  say(`data volume holds: ${data.join(', ') || '(nothing)'}`);

  server.kill('SIGTERM');
  const stopBy = Date.now() + 40_000;
  while (!exit && Date.now() < stopBy) await sleep(200);
  if (!exit) stop('still running 40 s after SIGTERM');
  if (exit.code !== 0) stop(`exited with ${JSON.stringify(exit)} after SIGTERM`);
  say(`SIGTERM: exited with 0 after ${((Date.now() - stopBy + 40_000) / 1000).toFixed(1)} s`);

  if (keep) say(`kept ${work}`);
  else {
    if (process.getuid() !== 0) spawnSync('chmod', ['-R', 'u+w', work]);
    fs.rmSync(work, { recursive: true, force: true });
  }
  say('OK');
}
