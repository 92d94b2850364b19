/**
 * The mailbox providers a sender's address is recognised from (docs/decisions/2026-11-23-sender-mailboxes.md):
 * their SMTP server, whether they take app passwords or only OAuth, where to create an app password, and
 * conservative sending limits. Pure, so the credentials modal and the server read the same table.
 */

export type SmtpSecurity = 'tls' | 'starttls' | 'none';
export const SMTP_SECURITIES = ['tls', 'starttls', 'none'] as const satisfies readonly SmtpSecurity[];

export type MailProviderId = 'gmail' | 'outlook' | 'microsoft365' | 'yahoo' | 'icloud' | 'zoho' | 'fastmail' | 'custom';

export interface SmtpEndpoint {
  host: string;
  port: number;
  security: SmtpSecurity;
}

/** Where the sender's mailbox is read (bounces and complaints): IMAP over TLS, usually port 993. */
export interface ImapEndpoint {
  host: string;
  port: number;
  security: SmtpSecurity;
}

export interface SendingLimits {
  /** Messages in any rolling 24 hours. */
  perDay: number;
  perMinute: number;
}

export interface MailProvider {
  id: MailProviderId;
  name: string;
  /** Null for a custom provider: the sender gives host, port and security. */
  smtp: SmtpEndpoint | null;
  /** Its IMAP server; null for a custom provider (the sender's own, or derived from the SMTP server). */
  imap: ImapEndpoint | null;
  /** What to turn on at this provider for the mailbox to be read over IMAP (shown when a login is refused). */
  imapHelp: string;
  /** False where the provider refuses app passwords (personal Microsoft mailboxes): OAuth only. */
  appPasswords: boolean;
  /** The OAuth app that can connect this mailbox, when the deployment configures it. */
  oauth: 'microsoft' | 'google' | null;
  /** Where the sender creates an app password (or why they cannot). */
  guidance: string;
  limits: SendingLimits;
}

const PROVIDERS: Record<MailProviderId, MailProvider> = {
  gmail: {
    id: 'gmail',
    name: 'Gmail',
    smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
    imapHelp:
      'Check that IMAP is on in Gmail (Settings → See all settings → Forwarding and POP/IMAP → Enable IMAP), and that the app password was made for this Google Account (or reconnect with Google).',
    appPasswords: true,
    oauth: 'google',
    guidance:
      'Turn on 2-Step Verification in your Google Account, then create an app password under Security → App passwords (myaccount.google.com/apppasswords).',
    limits: { perDay: 500, perMinute: 20 },
  },
  outlook: {
    id: 'outlook',
    name: 'Outlook.com',
    smtp: { host: 'smtp-mail.outlook.com', port: 587, security: 'starttls' },
    imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
    imapHelp:
      'Check that IMAP is on for the mailbox (Outlook.com: Settings → Mail → Forwarding and IMAP → Let devices and apps use IMAP), then connect with Microsoft again so the sign-in includes mailbox reading.',
    appPasswords: false,
    oauth: 'microsoft',
    guidance:
      'Microsoft no longer accepts app passwords for Outlook.com, Hotmail, Live and MSN mailboxes (since 16 September 2024): they can only be connected with a Microsoft sign-in.',
    limits: { perDay: 300, perMinute: 30 },
  },
  microsoft365: {
    id: 'microsoft365',
    name: 'Microsoft 365',
    smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
    imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
    imapHelp:
      'Your administrator must allow IMAP for your mailbox (Microsoft 365 admin center → Users → Mail → Manage email apps → IMAP); connect with Microsoft again so the sign-in includes mailbox reading.',
    appPasswords: true,
    oauth: 'microsoft',
    guidance:
      'Your administrator must allow SMTP AUTH for your mailbox. Microsoft retires password sign-in for SMTP from 31 December 2026; connect with Microsoft where available.',
    limits: { perDay: 10_000, perMinute: 30 },
  },
  yahoo: {
    id: 'yahoo',
    name: 'Yahoo Mail',
    smtp: { host: 'smtp.mail.yahoo.com', port: 465, security: 'tls' },
    imap: { host: 'imap.mail.yahoo.com', port: 993, security: 'tls' },
    imapHelp:
      'Yahoo reads mail over IMAP only with an app password: generate one in Yahoo Account Security and save the mailbox again with it.',
    appPasswords: true,
    oauth: null,
    guidance: 'In Yahoo Account Security, turn on 2-step verification, then choose "Generate app password".',
    limits: { perDay: 500, perMinute: 20 },
  },
  icloud: {
    id: 'icloud',
    name: 'iCloud Mail',
    smtp: { host: 'smtp.mail.me.com', port: 587, security: 'starttls' },
    imap: { host: 'imap.mail.me.com', port: 993, security: 'tls' },
    imapHelp:
      'iCloud Mail reads mail over IMAP only with an app-specific password from account.apple.com; save the mailbox again with one.',
    appPasswords: true,
    oauth: null,
    guidance:
      'Sign in at account.apple.com with two-factor authentication on, then choose Sign-In and Security → App-Specific Passwords.',
    limits: { perDay: 1000, perMinute: 20 },
  },
  zoho: {
    id: 'zoho',
    name: 'Zoho Mail',
    smtp: { host: 'smtp.zoho.com', port: 465, security: 'tls' },
    imap: { host: 'imap.zoho.com', port: 993, security: 'tls' },
    imapHelp:
      'Turn on IMAP access in Zoho Mail (Settings → Mail Accounts → IMAP Access), then save the mailbox again with an app password.',
    appPasswords: true,
    oauth: null,
    guidance:
      'In Zoho Accounts, open Security → App Passwords and generate one; SMTP access must be on in Zoho Mail settings.',
    limits: { perDay: 250, perMinute: 10 },
  },
  fastmail: {
    id: 'fastmail',
    name: 'Fastmail',
    smtp: { host: 'smtp.fastmail.com', port: 465, security: 'tls' },
    imap: { host: 'imap.fastmail.com', port: 993, security: 'tls' },
    imapHelp:
      'Make sure the Fastmail app password allows IMAP (Settings → Privacy & Security → Manage app passwords: access "Mail (IMAP/POP/SMTP)").',
    appPasswords: true,
    oauth: null,
    guidance: 'In Fastmail, open Settings → Privacy & Security → Manage app passwords and create one for SMTP.',
    limits: { perDay: 2000, perMinute: 30 },
  },
  custom: {
    id: 'custom',
    name: 'Your email provider',
    smtp: null,
    imap: null,
    imapHelp:
      'Ask your email host whether IMAP is enabled for the mailbox and which server and port to use (usually port 993 with SSL/TLS), and check the IMAP server saved with the mailbox.',
    appPasswords: true,
    oauth: null,
    guidance:
      'Enter the SMTP server your provider gives for sending mail (often in its help pages under "SMTP" or "mail client settings"), with an app password if it offers them.',
    limits: { perDay: 500, perMinute: 20 },
  },
};

const EXACT_DOMAINS: Record<string, MailProviderId> = {
  'gmail.com': 'gmail',
  'googlemail.com': 'gmail',
  'msn.com': 'outlook',
  'ymail.com': 'yahoo',
  'rocketmail.com': 'yahoo',
  'icloud.com': 'icloud',
  'me.com': 'icloud',
  'mac.com': 'icloud',
  'zoho.com': 'zoho',
  'zohomail.com': 'zoho',
  'fastmail.com': 'fastmail',
  'fastmail.fm': 'fastmail',
};

/** Country variants: `hotmail.co.uk`, `live.fr`, `outlook.de`, `yahoo.co.jp`, `zoho.eu`. */
const FIRST_LABEL: Record<string, MailProviderId> = {
  outlook: 'outlook',
  hotmail: 'outlook',
  live: 'outlook',
  yahoo: 'yahoo',
  zoho: 'zoho',
};

const ZOHO_REGIONS = new Set(['eu', 'in', 'com.au', 'jp', 'ca', 'sa', 'com.cn']);

function domainOf(email: string): string {
  return email.trim().toLowerCase().split('@').at(-1) ?? '';
}

/** The provider an address belongs to, from its domain alone (custom domains are `custom`). */
export function mailProviderFor(email: string): MailProvider {
  const domain = domainOf(email);
  const exact = EXACT_DOMAINS[domain];
  if (exact) return PROVIDERS[exact];
  const [first, ...rest] = domain.split('.');
  const byLabel = first ? FIRST_LABEL[first] : undefined;
  // Only a country ending follows the brand (`co.uk`, `fr`): `live.example.com` is someone's own domain.
  const countryEnding = rest.length > 0 && rest.length <= 2 && rest.every((label) => /^[a-z]{2,3}$/.test(label));
  if (!byLabel || !countryEnding) return PROVIDERS.custom;
  if (byLabel === 'zoho') {
    const region = rest.join('.');
    if (!ZOHO_REGIONS.has(region)) return PROVIDERS.custom;
    return {
      ...PROVIDERS.zoho,
      smtp: { host: `smtp.zoho.${region}`, port: 465, security: 'tls' },
      imap: { host: `imap.zoho.${region}`, port: 993, security: 'tls' },
    };
  }
  return PROVIDERS[byLabel];
}

/** A provider by id (stored rows keep the id). */
export function mailProviderById(id: MailProviderId): MailProvider {
  return PROVIDERS[id];
}

/**
 * The provider behind a custom address's SMTP server: Google Workspace and Microsoft 365 mailboxes on
 * their own domain cannot be told from the address offline, but their server names give them away.
 */
export function mailProviderForHost(host: string): MailProvider {
  const name = host.trim().toLowerCase();
  const known = Object.values(PROVIDERS).find((provider) => provider.smtp?.host === name);
  return known ?? PROVIDERS.custom;
}

/** The usual port for a connection security: 465 for TLS from the start, 587 for STARTTLS, 25 for none. */
export function defaultSmtpPort(security: SmtpSecurity): number {
  return security === 'tls' ? 465 : security === 'starttls' ? 587 : 25;
}

/** The usual IMAP port: 993 for TLS from the start, 143 for STARTTLS or none. */
export function defaultImapPort(security: SmtpSecurity): number {
  return security === 'tls' ? 993 : 143;
}

/**
 * A custom mailbox's IMAP server when the sender gave none (docs/decisions/2026-11-27-mailbox-bounces.md):
 * the SMTP server's name with `smtp.` turned into `imap.` (`smtp.example.com` → `imap.example.com`),
 * else the SMTP server itself (`mail.example.com`), on port 993 with TLS.
 */
export function derivedImapEndpoint(smtpHost: string): ImapEndpoint {
  const host = smtpHost.trim().toLowerCase();
  return { host: host.startsWith('smtp.') ? `imap.${host.slice(5)}` : host, port: 993, security: 'tls' };
}
