/**
 * Sign-in throughput and isolation of the built-in user pool (production argon2id parameters):
 *  1. sign-ins per second: USER_PASSWORD_AUTH with correct passwords, 8 concurrent clients;
 *  2. a flood of wrong passwords (each from its own address, so every one costs an argon2 verify)
 *     while GET /api/health is measured on one connection: its latency against a quiet baseline
 *     shows how much the flood delays the event loop for everyone else.
 * Usage: npm run bench:sign-in [-- --seconds 10]
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordFigures } from './results';
import { measure, passwordAuthRequest, start, stop, waitForUrl } from './support';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'meridian-bench-signin-'));
const port = 3320;
const base = `http://127.0.0.1:${port}`;
const clientId = 'meridianwebclient';
const USERS = 16;
const PASSWORD = 'bench passphrase 123';

const headers = (operation: string) => ({
  'content-type': 'application/x-amz-json-1.1',
  'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
});

const app = start(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, 'data'),
  LOG_LEVEL: 'error',
  TRUST_PROXY: '127.0.0.1',
  // BENCH_DATABASE_URL=postgres://…/db runs the same on PostgreSQL (an empty database).
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

try {
  await waitForUrl(`${base}/api/ready`);
  const emails = Array.from({ length: USERS }, (_, i) => `bench-${i}@bench.test`);
  for (const email of emails) {
    const res = await fetch(`${base}/identity`, {
      method: 'POST',
      headers: { ...headers('SignUp'), 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({
        ClientId: clientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${await res.text()}`);
  }

  let i = 0;
  const signIns = await autocannon({
    url: `${base}/identity`,
    method: 'POST',
    connections: 8,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...passwordAuthRequest(emails[i++ % emails.length] ?? '', PASSWORD, nextAddress()),
        }),
      },
    ],
  });

  const quiet = await measure(`${base}/api/health`, 5, 1);
  const flood = autocannon({
    url: `${base}/identity`,
    method: 'POST',
    connections: 32,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...passwordAuthRequest(`nobody-${address}@bench.test`, 'wrong password', nextAddress()),
        }),
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = await measure(`${base}/api/health`, Math.max(2, seconds - 2), 1);
  const floodResult = await flood;

  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`Sign-in benchmark on ${database} (${seconds} s per phase, argon2id m=19456 KiB t=2 p=1, 2 cores)\n`);
  console.log(
    `sign-ins (USER_PASSWORD_AUTH, 8 clients): ${Math.round(signIns.requests.average)} /s, p99 ${signIns.latency.p99} ms, non-2xx ${signIns.non2xx}`,
  );
  console.log(`wrong-password flood (32 clients):        ${Math.round(floodResult.requests.average)} /s answered`);
  console.log(`GET /api/health, quiet:        p99 ${quiet.p99Ms} ms, ${quiet.requestsPerSecond} req/s on 1 connection`);
  console.log(
    `GET /api/health, during flood: p99 ${during.p99Ms} ms, ${during.requestsPerSecond} req/s on 1 connection`,
  );
  console.log(`added delay for other requests (p99): ${during.p99Ms - quiet.p99Ms} ms`);
  recordFigures([
    { measure: `sign-ins, 8 clients, ${database}`, value: Math.round(signIns.requests.average), unit: '/s' },
    {
      measure: `GET /api/health p99 during a wrong-password flood, ${database}`,
      value: during.p99Ms,
      unit: 'ms',
      ceiling: { label: 'quiet', value: quiet.p99Ms },
    },
  ]);
} finally {
  await stop(app);
  rmSync(work, { recursive: true, force: true });
}
