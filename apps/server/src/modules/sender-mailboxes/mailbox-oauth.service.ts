import type { SenderDomainCheck } from '@meridian/contracts/sender-mailboxes-domain';
import { randomBytes } from 'node:crypto';
import {
  MAILBOX_OAUTH_RESULT_PARAM,
  MAILBOX_RETURN_PATH,
  MARKETING_CREDENTIALS_MESSAGES as M,
  type MailboxOAuthProvider,
} from '@meridian/contracts/sender-mailboxes';
import { mailProviderFor, mailProviderById, type MailProviderId } from '@meridian/contracts/sender-mailboxes-providers';
import {
  authorizationUrl,
  exchangeCode,
  MailOAuthError,
  newPkceVerifier,
  refreshAccessToken,
  type MailOAuthApp,
} from '../../adapters/mail/mail-oauth-client';
import { verifyMailbox, type MailboxConnection } from '../../adapters/mail/mailbox-smtp';
import type { Platform } from '../../core/module';
import type { Actor } from '../../lib/access';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { mailboxConnection, type HostPolicy } from './mailbox-connection.service';
import type { MailboxOverrides, SenderNames } from './sender-mailboxes.ports';
import { credentialsContext, mailboxAudit, type OAuthTokens } from './sender-mailboxes.service';
import { senderMailboxesRepository as repo } from './sender-mailboxes.repository';
import type { SenderMailboxRow } from './sender-mailboxes.tables';

const STATE_CONTEXT = 'mail.oauth-state';
const STATE_TTL_MS = 10 * 60_000;
/** An access token is renewed this long before it expires, so no send starts with one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;
export const OAUTH_NONCE_COOKIE = 'meridian_mailbox_oauth';

interface OAuthState {
  userId: number;
  provider: MailboxOAuthProvider;
  verifier: string;
  returnTo: string;
  nonce: string;
  expiresAt: number;
}

/** What the callback tells the panel (`?mailbox=`): connected, or why not. */
export type OAuthOutcome = 'connected' | 'cancelled' | 'refused' | 'no-address' | 'smtp-refused';

/**
 * "Connect with Microsoft / Google" (docs/deploy.md, Sender mailboxes): the sign-in starts bound to
 * the caller (sealed state plus a cookie nonce, PKCE), the callback stores the refresh token sealed,
 * and sending gets access tokens renewed before they expire.
 */
export function createMailboxOAuth(
  platform: Platform,
  deps: {
    users: SenderNames;
    overrides: MailboxOverrides;
    policy: () => HostPolicy;
    /** The sender domain check, from the mailbox service (docs/product.md, Sender domain check). */
    domainCheckOf: (email: string) => Promise<SenderDomainCheck | null>;
  },
) {
  const { users, overrides, policy } = deps;
  const { orm, secrets, config, log } = platform;
  const apps = config.senderMailboxes.oauth;
  const cached = new Map<number, { accessToken: string; expiresAt: number }>();

  function appFor(provider: MailboxOAuthProvider): MailOAuthApp {
    const app = apps[provider];
    if (!app) throw new AppError('NOT_FOUND', M.oauthNotConfigured);
    return { provider, ...app };
  }

  const redirectUri = (provider: MailboxOAuthProvider) =>
    `${config.publicUrl}/api/v2/marketingCredentials/oauth/${provider}/callback`;

  function readState(state: string, provider: string, nonce: string | undefined): OAuthState {
    const expired = new AppError(
      'BAD_REQUEST',
      'This sign-in has expired or did not start here. Start again from your panel.',
    );
    let parsed: OAuthState;
    try {
      parsed = JSON.parse(secrets.decrypt(state, STATE_CONTEXT)) as OAuthState;
    } catch {
      throw expired;
    }
    const valid =
      parsed.provider === provider &&
      parsed.expiresAt > platform.now().getTime() &&
      nonce === parsed.nonce &&
      MAILBOX_RETURN_PATH.test(parsed.returnTo);
    if (!valid) throw expired;
    return parsed;
  }

  /** Microsoft personal addresses send through Outlook.com's server, everyone else's through Microsoft 365's. */
  function providerOf(oauth: MailboxOAuthProvider, email: string): MailProviderId {
    if (oauth === 'google') return 'gmail';
    return mailProviderFor(email).id === 'outlook' ? 'outlook' : 'microsoft365';
  }

  async function connect(state: OAuthState, code: string): Promise<OAuthOutcome> {
    const app = appFor(state.provider);
    const tokens = await exchangeCode(app, {
      code,
      redirectUri: redirectUri(state.provider),
      codeVerifier: state.verifier,
    });
    const { email, refreshToken } = tokens;
    if (!email || !refreshToken) return 'no-address';
    const providerId = providerOf(state.provider, email);
    const provider = mailProviderById(providerId);
    const endpoint = overrides.providerSmtp?.[providerId] ?? provider.smtp;
    if (!endpoint) return 'smtp-refused';
    const token = { kind: 'oauth' as const, token: async () => tokens };
    const outcome = await verifyMailbox(await mailboxConnection(endpoint, email, token, policy()));
    log.info(
      { senderMailbox: { userId: state.userId, provider: providerId, outcome: outcome.ok ? 'ok' : outcome.reason } },
      'sender mailbox oauth verification',
    );
    if (!outcome.ok) return 'smtp-refused';
    const roleIds = await users.roleIdsOf(state.userId);
    const domainCheck = await deps.domainCheckOf(email);
    await inTransaction(orm, async (db) => {
      const saved = await repo.upsert(db, {
        userId: state.userId,
        email,
        provider: providerId,
        smtpHost: endpoint.host,
        smtpPort: endpoint.port,
        smtpSecurity: endpoint.security,
        imapHost: null,
        imapPort: null,
        imapSecurity: null,
        authMethod: 'oauth',
        secret: secrets.encrypt(refreshToken, credentialsContext(state.userId)),
        oauthProvider: state.provider,
        perDayOverride: null,
        perMinuteOverride: null,
        verifiedAt: platform.now(),
        domainCheck,
      });
      // The provider sent the browser back without our token: the one acting is who started the sign-in.
      await platform.audit.record(db, { ...mailboxAudit(saved, true), actor: { userId: state.userId, roleIds } });
    });
    cached.set(state.userId, { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt });
    return 'connected';
  }

  const tokens: OAuthTokens = {
    configured: (provider) => apps[provider] !== undefined,
    tokenSource(row: SenderMailboxRow): MailboxConnection['auth'] {
      const app = appFor(row.oauthProvider as MailboxOAuthProvider);
      return {
        kind: 'oauth',
        async token(renew) {
          const now = platform.now().getTime();
          const held = cached.get(row.userId);
          if (held && !renew && held.expiresAt - RENEW_BEFORE_MS > now) return held;
          const current = (await repo.find(orm, row.userId)) ?? row;
          const refreshed = await refreshAccessToken(
            app,
            secrets.decrypt(current.secret, credentialsContext(row.userId)),
            now,
          );
          if (refreshed.refreshToken) {
            await repo.replaceSecret(
              orm,
              row.userId,
              secrets.encrypt(refreshed.refreshToken, credentialsContext(row.userId)),
            );
          }
          const fresh = { accessToken: refreshed.accessToken, expiresAt: refreshed.expiresAt };
          cached.set(row.userId, fresh);
          return fresh;
        },
      };
    },
  };

  return {
    tokens,

    connectOptions: () => ({ microsoft: tokens.configured('microsoft'), google: tokens.configured('google') }),

    /** The provider's sign-in URL, and the nonce the browser must bring back (cookie). */
    start(actor: Actor, provider: MailboxOAuthProvider, returnTo: string): { url: string; nonce: string } {
      const app = appFor(provider);
      const nonce = randomBytes(16).toString('base64url');
      const verifier = newPkceVerifier();
      const state: OAuthState = {
        userId: actor.userId,
        provider,
        verifier,
        returnTo,
        nonce,
        expiresAt: platform.now().getTime() + STATE_TTL_MS,
      };
      const sealed = secrets.encrypt(JSON.stringify(state), STATE_CONTEXT);
      return {
        url: authorizationUrl(app, { redirectUri: redirectUri(provider), state: sealed, codeVerifier: verifier }),
        nonce,
      };
    },

    /** The callback: where to send the browser (its panel, with `?mailbox=<outcome>`). */
    async callback(
      provider: string,
      query: { code?: string; state?: string; error?: string },
      nonce: string | undefined,
    ): Promise<string> {
      const state = readState(query.state ?? '', provider, nonce);
      let outcome: OAuthOutcome;
      if (!query.code) outcome = 'cancelled';
      else {
        try {
          outcome = await connect(state, query.code);
        } catch (error) {
          if (!(error instanceof MailOAuthError) && !(error instanceof AppError)) throw error;
          outcome = error instanceof MailOAuthError ? 'refused' : 'smtp-refused';
        }
      }
      return `${state.returnTo}?${MAILBOX_OAUTH_RESULT_PARAM}=${outcome}`;
    },
  };
}
export type MailboxOAuth = ReturnType<typeof createMailboxOAuth>;
