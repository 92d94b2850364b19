import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const ADMIN = { email: 'cluster-admin@academy.test', password: 'cluster admin passphrase' };

export interface Instance {
  name: string;
  port: number;
  url: string;
  process?: ChildProcess;
  exit?: Promise<number | null>;
  log: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The last lines an instance logged (for failure messages). */
export function logTail(instance: Instance, lines = 15): string {
  if (!existsSync(instance.log)) return '';
  return readFileSync(instance.log, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('"job done"'))
    .slice(-lines)
    .join('\n');
}

/** Resolves when `url` answers 200, or rejects after `timeoutMs`. */
export async function waitFor200(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function haproxyConfig(port: number, instances: Instance[]): string {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout check 3s',
    '  retries 3',
    '  option redispatch',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    // The balancer's readiness probe: an instance answering 503 (draining) gets no new requests.
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    '  http-response set-header X-Served-By %s',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    '',
  ].join('\n');
}

/**
 * Three real server processes from the compiled build on one fresh PostgreSQL database, one
 * DATA_DIR (shared storage) and one SECRETS_KEY, behind HAProxy with TRUST_PROXY=1.
 */
export async function startCluster(options: { smtpUrl: string; size?: number }) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!existsSync(serverEntry)) throw new Error('The compiled server is missing: run "npm run build" first.');
  const haproxyBinary = spawnSync('haproxy', ['-v']);
  if (haproxyBinary.error) throw new Error('HAProxy is not installed (apt-get install -y haproxy).');

  const name = `multi_instance_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();

  const work = mkdtempSync(path.join(tmpdir(), 'multi-instance-'));
  const balancerPort = await freePort();
  const balancer = `http://127.0.0.1:${balancerPort}`;
  const instances: Instance[] = [];
  for (let index = 0; index < (options.size ?? 3); index += 1) {
    const port = await freePort();
    instances.push({
      name: `app${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      log: path.join(work, `app${index + 1}.log`),
    });
  }
  const env = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PUBLIC_URL: balancer,
    DATABASE_URL: url.href,
    DATABASE_POOL_SIZE: '8',
    DATA_DIR: path.join(work, 'data'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    TRUST_PROXY: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: 'Meridian <no-reply@academy.test>',
    MAIL_ALLOW_PRIVATE_HOSTS: 'true',
    SHUTDOWN_DRAIN_SECONDS: '2',
    LOG_LEVEL: 'info',
    // The booking form's proof-of-work, solved by the test's client in a few milliseconds.
    RSVP_CHALLENGE_COST: '1',
    RSVP_CHALLENGE_MAX_COUNTER: '16',
  };

  function start(instance: Instance): void {
    const out = openSync(instance.log, 'a');
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...env, PORT: String(instance.port) },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    instance.process = child;
    instance.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  const config = path.join(work, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(balancerPort, instances));
  const haproxy = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (const instance of instances) start(instance);

  return {
    balancer,
    instances,
    /** The test database, for checking what the instances wrote. */
    db,
    databaseUrl: url.href,
    start,
    async ready(instance: Instance, timeoutMs = 120_000): Promise<void> {
      await waitFor200(`${instance.url}/api/ready`, timeoutMs).catch((error: Error) => {
        throw new Error(`${error.message}; ${instance.name} logged:\n${logTail(instance)}`);
      });
    },
    logTail,
    /** The presence id the instance logged when it became ready (its claims carry it). */
    instanceId(instance: Instance): string {
      const ready = [...readFileSync(instance.log, 'utf8').matchAll(/instance ([0-9a-f-]{36})\)/g)];
      return ready.at(-1)?.[1] ?? '';
    },
    async close() {
      for (const instance of instances) instance.process?.kill('SIGKILL');
      await Promise.all(instances.map((instance) => instance.exit));
      haproxy.kill('SIGTERM');
      await db.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;
