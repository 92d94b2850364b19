import {
  APP_PASSWORD_MASK,
  MARKETING_CREDENTIALS_MESSAGES as M,
  NO_MAILBOX,
  type BounceCheck,
  type MarketingCredentials,
  type MarketingCredentialsLookup,
  type marketingCredentialsInputSchema,
} from '@meridian/contracts/sender-mailboxes';
import {
  defaultSmtpPort,
  mailProviderById,
  mailProviderFor,
  mailProviderForHost,
  type ImapEndpoint,
  type MailProvider,
  type MailProviderId,
  type SmtpEndpoint,
  type SmtpSecurity,
} from '@meridian/contracts/sender-mailboxes-providers';
import type { z } from 'zod';
import { verifyMailbox, type MailboxConnection } from '../../adapters/mail/mailbox-smtp';
import type { Platform } from '../../core/module';
import type { Actor } from '../../lib/access';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SenderMailbox } from './sender-mailbox.rules';
import { lazyMailboxTransport, mailboxConnection, type HostPolicy } from './mailbox-connection.service';
import { createMailboxBounces, imapEndpointOf } from './mailbox-bounces.service';
import { mailboxChecksRepository as checks } from './mailbox-checks.repository';
import { bounceCheckProblem, microsoftPersonalMessage, verificationMessage } from './mailbox-messages.rules';
import { checkSenderDomain, systemResolveTxt } from './sender-domain.service';
import { senderMailboxesRepository as repo } from './sender-mailboxes.repository';
import type { MailboxFeedback, MailboxOverrides, SenderNames } from './sender-mailboxes.ports';
import type { SenderMailboxCheckRow, SenderMailboxRow } from './sender-mailboxes.tables';

type SaveInput = z.output<typeof marketingCredentialsInputSchema>;

/** The OAuth side of the module, for rows connected with Microsoft or Google. */
export interface OAuthTokens {
  configured(provider: 'microsoft' | 'google'): boolean;
  tokenSource(row: SenderMailboxRow): MailboxConnection['auth'];
}

export const credentialsContext = (userId: number) => `mail.credentials:${userId}`;

/** A mailbox saved or removed, as the audit log records it (never the password or a token). */
export const mailboxAudit = (row: SenderMailboxRow, connected: boolean) => ({
  action: connected ? ('mailbox.connected' as const) : ('mailbox.removed' as const),
  subject: { type: 'mailbox' as const, id: row.userId, label: row.email },
  [connected ? 'after' : 'before']: {
    address: row.email,
    provider: row.provider,
    method: row.authMethod === 'oauth' ? `Connected with ${row.oauthProvider ?? 'OAuth'}` : 'App password',
  },
});

/** The answer for a saved mailbox: `imap` is where it is read, `check` its last reading (if any). */
export function toCredentials(
  row: SenderMailboxRow,
  imap: ImapEndpoint,
  check: SenderMailboxCheckRow | null,
): MarketingCredentials {
  const provider = mailProviderById(row.provider as MailProviderId);
  const outcome = check?.outcome as BounceCheck['outcome'] | undefined;
  const bounceCheck: BounceCheck | null =
    check && outcome && check.email === row.email
      ? {
          checkedAt: check.checkedAt.toISOString(),
          outcome,
          problem: bounceCheckProblem(outcome, { ...imap, provider: provider.id }),
          bounces: check.bounces,
          complaints: check.complaints,
        }
      : null;
  const overridden = row.perDayOverride !== null || row.perMinuteOverride !== null;
  return {
    policy: { email: row.email, appPassword: row.authMethod === 'password' ? APP_PASSWORD_MASK : '' },
    mailbox: {
      provider: provider.id,
      providerName: provider.name,
      authMethod: row.authMethod as 'password' | 'oauth',
      smtpHost: row.smtpHost,
      smtpPort: row.smtpPort,
      smtpSecurity: row.smtpSecurity as SmtpSecurity,
      imap,
      limits: limitsOf(row),
      limitsOverridden: overridden,
      verifiedAt: row.verifiedAt.toISOString(),
      domainCheck: row.domainCheck ?? null,
      bounceCheck,
    },
  };
}

export function limitsOf(row: SenderMailboxRow) {
  const defaults = mailProviderById(row.provider as MailProviderId).limits;
  return { perDay: row.perDayOverride ?? defaults.perDay, perMinute: row.perMinuteOverride ?? defaults.perMinute };
}

/** `"Ana Silva" <ana@gmail.com>`, or the bare address for a user without a name. */
export function fromHeader(email: string, names: { firstName: string; lastName: string } | null): string {
  const name = `${names?.firstName ?? ''} ${names?.lastName ?? ''}`.trim();
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${email}>` : email;
}

/** The provider and server of an address: the address's provider, else the one its SMTP server names. */
export function mailboxTarget(
  input: { email: string; smtpHost?: string; smtpPort?: number; smtpSecurity?: SmtpSecurity },
  overrides: MailboxOverrides,
): { provider: MailProvider; endpoint: SmtpEndpoint } {
  const byAddress = mailProviderFor(input.email);
  const security = input.smtpSecurity ?? 'starttls';
  const given = {
    host: (input.smtpHost ?? '').toLowerCase(),
    port: input.smtpPort ?? defaultSmtpPort(security),
    security,
  };
  const provider = byAddress.smtp ? byAddress : mailProviderForHost(given.host);
  const endpoint = overrides.providerSmtp?.[provider.id] ?? byAddress.smtp ?? given;
  return { provider, endpoint };
}

export function createSenderMailboxesService(
  platform: Platform,
  deps: { users: SenderNames; oauth: OAuthTokens; overrides: MailboxOverrides; feedback: MailboxFeedback },
) {
  const { orm, secrets, log, config } = platform;
  const policy: HostPolicy = {
    allowPrivate: config.senderMailboxes.allowPrivateHosts,
    resolve: deps.overrides.resolveHost,
  };
  const resolveTxt = deps.overrides.resolveTxt ?? systemResolveTxt();

  function authOf(row: SenderMailboxRow): MailboxConnection['auth'] {
    if (row.authMethod === 'oauth') return deps.oauth.tokenSource(row);
    return { kind: 'password', password: secrets.decrypt(row.secret, credentialsContext(row.userId)) };
  }

  const bounces = createMailboxBounces(platform, {
    feedback: deps.feedback,
    overrides: deps.overrides,
    policy,
    authOf,
  });

  /** The answer for a saved row, with its last bounce check. */
  async function credentialsOf(row: SenderMailboxRow): Promise<MarketingCredentials> {
    return toCredentials(row, imapEndpointOf(row, deps.overrides), await checks.find(orm, row.userId));
  }

  async function requireOwnTarget(actor: Actor, userId: number) {
    if (userId !== actor.userId && !actor.isAdmin) throw new AppError('FORBIDDEN', M.notYours);
    if (!(await deps.users.nameOf(userId))) throw new AppError('NOT_FOUND', M.userIdMissing);
  }

  return {
    policy,

    /** The owner of a user's saved mailbox (for route ownership), or null when there is none. */
    async ownerOf(userId: number): Promise<number | null> {
      return (await repo.find(orm, userId))?.userId ?? null;
    },

    /** The owner of a user's mailbox slot, saved or not (the lookup's ownership): the user, if they exist. */
    async slotOwnerOf(userId: number): Promise<number | null> {
      return (await deps.users.nameOf(userId)) ? userId : null;
    },

    /** GET: the saved mailbox, or the empty answer while there is none. */
    async get(userId: number): Promise<MarketingCredentialsLookup> {
      const row = await repo.find(orm, userId);
      return row ? credentialsOf(row) : NO_MAILBOX;
    },

    /** POST: signs in to the provider with what was typed, and only then stores it, sealed. */
    async save(actor: Actor, input: SaveInput): Promise<MarketingCredentials> {
      await requireOwnTarget(actor, input.id);
      const { provider, endpoint } = mailboxTarget(input, deps.overrides);
      if (!provider.appPasswords) {
        throw new AppError('VALIDATION', microsoftPersonalMessage(deps.oauth.configured('microsoft')));
      }
      const email = input.email.toLowerCase();
      const auth = { kind: 'password' as const, password: input.appPassword };
      const connection = await mailboxConnection(endpoint, email, auth, policy);
      const outcome = await verifyMailbox(connection);
      log.info(
        { senderMailbox: { userId: input.id, provider: provider.id, outcome: outcome.ok ? 'ok' : outcome.reason } },
        'sender mailbox verification',
      );
      if (!outcome.ok) {
        throw new AppError('VALIDATION', verificationMessage(outcome, { ...endpoint, provider: provider.id }));
      }
      const domainCheck = await checkSenderDomain(email, resolveTxt, platform.now());
      const row = await inTransaction(orm, async (db) => {
        const saved = await repo.upsert(db, {
          userId: input.id,
          email,
          provider: provider.id,
          smtpHost: endpoint.host,
          smtpPort: endpoint.port,
          smtpSecurity: endpoint.security,
          imapHost: input.imapHost?.toLowerCase() ?? null,
          imapPort: input.imapHost ? (input.imapPort ?? null) : null,
          imapSecurity: input.imapHost ? (input.imapSecurity ?? 'tls') : null,
          authMethod: 'password',
          secret: secrets.encrypt(input.appPassword, credentialsContext(input.id)),
          oauthProvider: null,
          perDayOverride: input.perDay ?? null,
          perMinuteOverride: input.perMinute ?? null,
          verifiedAt: platform.now(),
          domainCheck,
        });
        await platform.audit.record(db, mailboxAudit(saved, true));
        return saved;
      });
      return credentialsOf(row);
    },

    /** Looks up the saved mailbox's domain again: the sender may have published a record since. */
    async recheckDomain(userId: number): Promise<MarketingCredentials> {
      const saved = await repo.find(orm, userId);
      if (!saved) throw new AppError('NOT_FOUND', M.notFound);
      const check = await checkSenderDomain(saved.email, resolveTxt, platform.now());
      const row = await repo.setDomainCheck(orm, userId, check);
      if (!row) throw new AppError('NOT_FOUND', M.notFound);
      return credentialsOf(row);
    },

    /** "Check now": reads the saved mailbox for bounces and complaints at once. */
    async checkBounces(userId: number): Promise<MarketingCredentials> {
      const saved = await repo.find(orm, userId);
      if (!saved) throw new AppError('NOT_FOUND', M.notFound);
      await bounces.scan(saved);
      return credentialsOf(saved);
    },

    /** The scheduled scan (sender-mailboxes.jobs.ts). */
    scanDue: () => bounces.scanDue(),

    /** The domain check for an address connected by OAuth (the OAuth side saves its own row). */
    domainCheckOf: (email: string) => checkSenderDomain(email, resolveTxt, platform.now()),

    async remove(userId: number): Promise<{ deleted: true }> {
      const removed = await inTransaction(orm, async (db) => {
        const row = await repo.find(db, userId);
        if (!row || !(await repo.remove(db, userId))) return false;
        await platform.audit.record(db, mailboxAudit(row, false));
        return true;
      });
      if (!removed) throw new AppError('NOT_FOUND', M.notFound);
      log.info({ senderMailbox: { userId } }, 'sender mailbox removed');
      return { deleted: true };
    },

    async hasCredentials(userId: number): Promise<boolean> {
      return (await repo.find(orm, userId)) !== null;
    },

    /** The campaigns module's port (campaigns.ports.ts): the sender's mailbox, logged in as them. */
    async senderFor(userId: number): Promise<SenderMailbox | null> {
      const row = await repo.find(orm, userId);
      if (!row) return null;
      const endpoint = { host: row.smtpHost, port: row.smtpPort, security: row.smtpSecurity as SmtpSecurity };
      return {
        address: row.email,
        from: fromHeader(row.email, await deps.users.nameOf(userId)),
        limits: limitsOf(row),
        transport: lazyMailboxTransport(() => mailboxConnection(endpoint, row.email, authOf(row), policy)),
      };
    },
  };
}
export type SenderMailboxesService = ReturnType<typeof createSenderMailboxesService>;
