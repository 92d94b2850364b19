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
    appPasswords: true,
    oauth: null,
    guidance: 'In Yahoo Account Security, turn on 2-step verification, then choose "Generate app password".',
    limits: { perDay: 500, perMinute: 20 },
  },
  icloud: {
    id: 'icloud',
    name: 'iCloud Mail',
    smtp: { host: 'smtp.mail.me.com', port: 587, security: 'starttls' },
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
    appPasswords: true,
    oauth: null,
    guidance: 'In Fastmail, open Settings → Privacy & Security → Manage app passwords and create one for SMTP.',
    limits: { perDay: 2000, perMinute: 30 },
  },
  custom: {
    id: 'custom',
    name: 'Your email provider',
    smtp: null,
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
    return { ...PROVIDERS.zoho, smtp: { host: `smtp.zoho.${region}`, port: 465, security: 'tls' } };
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
