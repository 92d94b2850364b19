import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { AuthenticatorApps } from '../apps/server/test/authenticator-app';
import { answerMfa, type PoolAnswer, type PoolOperation } from '../apps/server/test/mfa-answer';

export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export async function measure(url: string, seconds: number, connections = 50): Promise<Measurement> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a child process and returns it; stop it with stop(child). */
export function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** nginx from Debian's packages; installed when absent (the bench runs as root on CI machines). */
export function ensureNginx(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n')[0];
  if (found.status === 0 && path) return path;
  console.log('nginx not found: installing it from Debian packages');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light'],
    {
      stdio: 'inherit',
    },
  );
  if (install.status !== 0) throw new Error('Could not install nginx (apt-get install nginx-light failed)');
  return '/usr/sbin/nginx';
}

export function ratio(a: number, b: number): string {
  return (a / b).toFixed(2);
}

/** The built-in pool's USER_PASSWORD_AUTH request (Cognito wire format), from an optional client address. */
export function passwordAuthRequest(username: string, password: string, forwardedFor?: string) {
  return {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'meridianwebclient',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  };
}

/** The benches' admins' authenticator apps (admins must use MFA: docs/decisions/2026-11-27-totp-mfa.md). */
const authenticators = new AuthenticatorApps();

/**
 * Signs the admin in over USER_PASSWORD_AUTH, answering MFA as a person with an authenticator app
 * does (setting it up at the first sign-in); resolves the access token.
 */
export async function adminAccessToken(base: string, email: string, password: string): Promise<string> {
  const pool: PoolOperation = async (operation, body) => {
    const res = await fetch(`${base}/identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as PoolAnswer;
    if (!res.ok) throw new Error(`admin sign-in failed at ${operation}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const first = await pool('InitiateAuth', JSON.parse(passwordAuthRequest(email, password).body) as object);
  const result = await answerMfa(pool, 'meridianwebclient', email.toLowerCase(), first, authenticators);
  if (!result.AuthenticationResult) throw new Error(`admin sign-in failed: ${JSON.stringify(result)}`);
  return result.AuthenticationResult.AccessToken;
}
