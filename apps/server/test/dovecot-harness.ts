import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT_BINARY = '/usr/sbin/dovecot';

export interface DovecotHarness {
  host: string;
  port: number;
  /** Appends a message (RFC 5322 text) to a folder of a user's mailbox, created when missing. */
  append(user: string, folder: string, source: string, flags?: string[]): Promise<void>;
  /** Each message of a folder: its UID, flags (sorted) and Message-ID, read without changing anything. */
  list(user: string, folder: string): Promise<{ uid: number; flags: string[]; messageId: string }[]>;
  /**
   * Deletes a folder with its messages and makes it again, as a mail client or an administrator
   * rebuilding it does: the new folder has another UIDVALIDITY. Answers both.
   */
  recreate(user: string, folder: string): Promise<{ before: string; after: string }>;
  /** The folders of a user's mailbox. */
  folders(user: string): Promise<string[]>;
  /** The IMAP logins so far, from Dovecot's log: who signed in and with which SASL mechanism. */
  logins(): Promise<{ user: string; method: string }[]>;
  /** Adds a mailbox account (Dovecot reads its passwd file again when it changes). */
  addAccount(user: string, password: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real Dovecot IMAP server (Debian's `dovecot-imapd`) for one test file: its own configuration,
 * passwd file and Maildirs in a temporary folder, plain-text logins on a loopback port, no TLS, run
 * as the current user. `stop()` ends it by the pid it wrote and removes the folder.
 */
/** A system user's uid and gid from /etc/passwd (Debian's package makes `dovecot` and `dovenull`). */
async function systemUser(name: string): Promise<{ uid: number; gid: number } | null> {
  const line = (await readFile('/etc/passwd', 'utf8')).split('\n').find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

export interface DovecotOptions {
  /**
   * Also signs in with OAuth access tokens: Dovecot's oauth2 passdb asks this RFC 7662 introspection
   * endpoint (POST `token=…`) whether a token is active and whose it is (its `email`). `mechanisms`:
   * the SASL ones offered besides PLAIN and LOGIN (Microsoft 365 offers XOAUTH2 only, Gmail both).
   * Accounts keep their passwords too.
   */
  oauth?: { introspectionUrl: string; mechanisms: ('xoauth2' | 'oauthbearer')[] };
}

/** Dovecot's oauth2 passdb settings (passdb-oauth2 in Dovecot 2.3): token introspection, nothing cached. */
const oauth2Args = (introspectionUrl: string) =>
  [
    'introspection_mode = post',
    `introspection_url = ${introspectionUrl}`,
    'username_attribute = email',
    'active_attribute = active',
    'active_value = true',
    '',
  ].join('\n');

export async function startDovecot(
  initial: Record<string, string>,
  options: DovecotOptions = {},
): Promise<DovecotHarness> {
  const accounts = { ...initial };
  const dir = await mkdtemp(path.join(tmpdir(), 'meridian-dovecot-'));
  const port = await freePort();
  const me = userInfo();
  // Dovecot refuses root for its login and mail processes: as root, they run as the package's users.
  const asRoot = me.uid === 0;
  const mailUser = asRoot ? await systemUser('dovecot') : { uid: me.uid, gid: me.gid };
  if (!mailUser || (asRoot && !(await systemUser('dovenull')))) {
    throw new Error('Dovecot runs its processes as the users "dovecot" and "dovenull": install dovecot-imapd');
  }
  await chmod(dir, 0o755);
  for (const folder of ['mail', 'home']) {
    await mkdir(path.join(dir, folder));
    await chown(path.join(dir, folder), mailUser.uid, mailUser.gid);
  }
  const passwdLine = (user: string, password: string) => `${user}:{PLAIN}${password}:::${dir}/home/${user}::\n`;
  await writeFile(
    path.join(dir, 'passwd'),
    Object.entries(accounts)
      .map(([user, password]) => passwdLine(user, password))
      .join(''),
  );
  const config = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `instance_name = meridian-test-${port}`,
    'protocols = imap',
    `listen = 127.0.0.1`,
    `default_internal_user = ${asRoot ? 'dovecot' : me.username}`,
    `default_internal_group = ${asRoot ? 'dovecot' : me.username}`,
    `default_login_user = ${asRoot ? 'dovenull' : me.username}`,
    'ssl = no',
    'disable_plaintext_auth = no',
    `auth_mechanisms = ${['plain', 'login', ...(options.oauth?.mechanisms ?? [])].join(' ')}`,
    // A refused login answers at once (the default delays it by up to 15 seconds).
    'auth_failure_delay = 0',
    `log_path = ${dir}/dovecot.log`,
    `mail_location = maildir:${dir}/mail/%u`,
    `mail_uid = ${mailUser.uid}`,
    `mail_gid = ${mailUser.gid}`,
    `first_valid_uid = ${Math.min(mailUser.uid, 1)}`,
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN ${dir}/passwd`,
    '}',
    // A token is not an account's password: the passwd file refuses it and the oauth2 passdb is asked.
    ...(options.oauth ? ['passdb {', '  driver = oauth2', `  args = ${dir}/oauth2.conf`, '}'] : []),
    'userdb {',
    '  driver = passwd-file',
    `  args = ${dir}/passwd`,
    '}',
    'service imap-login {',
    '  chroot =',
    '  inet_listener imap {',
    `    port = ${port}`,
    '    address = 127.0.0.1',
    '  }',
    '  inet_listener imaps {',
    '    port = 0',
    '  }',
    '}',
    'service anvil {',
    '  chroot =',
    '}',
    'namespace inbox {',
    '  inbox = yes',
    '  mailbox Junk {',
    '    special_use = \\Junk',
    '    auto = create',
    '  }',
    '}',
    '',
  ].join('\n');
  if (options.oauth) {
    await writeFile(path.join(dir, 'oauth2.conf'), oauth2Args(options.oauth.introspectionUrl));
  }
  const configPath = path.join(dir, 'dovecot.conf');
  await writeFile(configPath, config);
  const started = spawn(DOVECOT_BINARY, ['-c', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => started.on('exit', resolve));
  if (code !== 0) throw new Error(`dovecot did not start (${code}): ${output}`);
  // The master writes its pid a moment after the launcher exits (later still on a loaded machine).
  const pidFile = path.join(dir, 'run', 'master.pid');
  async function masterPid(): Promise<number> {
    for (let tries = 0; tries < 200; tries += 1) {
      const text = await readFile(pidFile, 'utf8').catch(() => '');
      if (text.trim()) return Number(text.trim());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`dovecot wrote no ${pidFile}: ${output}`);
  }
  const pid = await masterPid();

  async function ready(): Promise<void> {
    for (let tries = 0; tries < 100; tries += 1) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`dovecot is not listening on ${port}: ${await readFile(path.join(dir, 'dovecot.log'), 'utf8')}`);
  }
  await ready();

  async function session<T>(user: string, run: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user, pass: accounts[user] ?? '' },
      logger: false,
    });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.logout();
    }
  }

  return {
    host: '127.0.0.1',
    port,
    append: (user, folder, source, flags = []) =>
      session(user, async (client) => {
        if (folder !== 'INBOX' && !(await client.list()).some((box) => box.path === folder)) {
          await client.mailboxCreate(folder);
        }
        await client.append(folder, source, flags);
      }),
    list: (user, folder) =>
      session(user, async (client) => {
        const lock = await client.getMailboxLock(folder, { readOnly: true });
        try {
          const rows: { uid: number; flags: string[]; messageId: string }[] = [];
          for await (const message of client.fetch('1:*', { uid: true, flags: true, envelope: true })) {
            rows.push({
              uid: message.uid,
              flags: [...(message.flags ?? [])].sort(),
              messageId: message.envelope?.messageId ?? '',
            });
          }
          return rows;
        } finally {
          lock.release();
        }
      }),
    async addAccount(user, password) {
      accounts[user] = password;
      await appendFile(path.join(dir, 'passwd'), passwdLine(user, password));
    },
    recreate: (user, folder) =>
      session(user, async (client) => {
        const uidValidity = async () => {
          const status = await client.status(folder, { uidValidity: true });
          if (!status) throw new Error(`${user} has no folder ${folder}`);
          return String(status.uidValidity);
        };
        const before = await uidValidity();
        await client.mailboxDelete(folder);
        // A special-use folder with `auto = create` may already be back.
        if (!(await client.list()).some((box) => box.path === folder)) await client.mailboxCreate(folder);
        return { before, after: await uidValidity() };
      }),
    async logins() {
      const log = await readFile(path.join(dir, 'dovecot.log'), 'utf8');
      return [...log.matchAll(/imap-login: (?:Info: )?Login: user=<([^>]*)>, method=([A-Z0-9-]+)/g)].map(
        ([, user = '', method = '']) => ({ user, method }),
      );
    },
    folders: (user) => session(user, async (client) => (await client.list()).map((box) => box.path).sort()),
    async stop() {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      for (let tries = 0; tries < 100 && existsSync(`/proc/${pid}`); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
