#!/usr/bin/env node
// Runs a command and, when CI_REPORT_DIR is set, appends "phase<TAB>seconds<TAB>exit code" to
// CI_REPORT_DIR/phases.tsv, which .ci/run prints at the end (docs/testing.md, Time budget).
// Usage: node scripts/timed.mjs "phase name" command [args...]
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';

const [phase, command, ...args] = process.argv.slice(2);
if (!phase || !command) {
  console.error('Usage: node scripts/timed.mjs "phase name" command [args...]');
  process.exit(2);
}
const started = performance.now();
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const seconds = (performance.now() - started) / 1000;
const status = result.status ?? 1;
if (process.env.CI_REPORT_DIR) {
  appendFileSync(path.join(process.env.CI_REPORT_DIR, 'phases.tsv'), `${phase}\t${seconds.toFixed(1)}\t${status}\n`);
}
process.exit(status);
