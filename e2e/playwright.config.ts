import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium, NO_BROWSER_MESSAGE } from './browser-path.mjs';
import { baseURL, port } from './support/base-url';
import { createE2eDatabase } from './support/e2e-database';
import { startMailSink } from './support/mail-sink';

const executablePath = await findChromium();
if (!executablePath) throw new Error(NO_BROWSER_MESSAGE);

// Workers load this file too: the main process makes the data folder once and passes it on.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'meridian-e2e-')));
// System mail goes to a local SMTP sink (support/mail-sink.ts) the main process starts; the specs read
// what it received from E2E_MAIL_DIR.
const mailDir = (process.env.E2E_MAIL_DIR ??= path.join(dataDir, 'mail'));
const smtpUrl = (process.env.E2E_SMTP_URL ??= await startMailSink(mailDir));
// E2E_DATABASE_URL (a PostgreSQL server to make databases on): the server runs on a fresh database there.
const databaseUrl = process.env.E2E_DATABASE_URL
  ? (process.env.E2E_SERVER_DATABASE_URL ??= await createE2eDatabase(process.env.E2E_DATABASE_URL))
  : undefined;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  // On CI a stray test.only fails the run. No retries: a retry hides a defect (docs/testing.md); the
  // trace of a failure is kept.
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  outputDir: './test-results',
  // Flows that sign up, sign in and run axe twice take 15-25 s on an idle 2-core machine; the limit
  // leaves room for a loaded one instead of failing on time alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.CI_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  // Runs once the web server is up: raises the seat-hold limits per address for the run.
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The compiled server `npm run build` makes, as production runs it.
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // No load balancer to drain from: stop at once when the run ends.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e admin passphrase',
      E2E_DATA_DIR: dataDir,
      // Senders' mailboxes in the specs are local smtp-server instances on 127.0.0.1.
      MAIL_ALLOW_PRIVATE_HOSTS: 'true',
      SMTP_URL: smtpUrl,
      // The RSVP form's proof-of-work, still solved by the page's widget, at a difficulty that keeps
      // the run quick (the API's bookings solve it with altcha-lib).
      RSVP_CHALLENGE_COST: '20',
      RSVP_CHALLENGE_MAX_COUNTER: '200',
      // On PostgreSQL the server needs its secrets key from the environment (docs/deploy.md).
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRETS_KEY: Buffer.alloc(32, 5).toString('base64') } : {}),
    },
  },
});
