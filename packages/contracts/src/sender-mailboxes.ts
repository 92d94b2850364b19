import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { hasControlCharacters, idField, textField, wholeNumberField } from './fields';
import { senderDomainCheckSchema } from './sender-mailboxes-domain';
import { mailProviderFor, SMTP_SECURITIES } from './sender-mailboxes-providers';
import { EMAIL_PATTERN } from './users';

/**
 * A sender's mailbox credentials (docs/product.md, Email marketing from the sender's own mailbox):
 * the address campaigns go out from and its app password, or an OAuth connection. The secret never
 * leaves the server: answers carry `APP_PASSWORD_MASK` in its place.
 */
export const MARKETING_CREDENTIALS_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  appPasswordRequired: 'App password is required',
  appPasswordTooShort: 'App password must be at least 10 characters',
  userIdMissing: 'User ID not found. Please login again.',
  saveFailed: 'Failed to save credentials',
  unexpected: 'An error occurred',
  notFound: 'No email credentials saved',
  notYours: 'You can only save your own email credentials',
  hostRequired: 'SMTP server is required for this email provider',
  hostInvalid: 'Enter a server name such as smtp.example.com',
  portInvalid: 'Port must be a whole number from 1 to 65535',
  securityInvalid: 'Choose SSL/TLS, STARTTLS or None',
  perDayInvalid: 'Messages per day must be a whole number from 1 to 100000',
  perMinuteInvalid: 'Messages per minute must be a whole number from 1 to 1000',
  imapHostInvalid: 'Enter an IMAP server name such as imap.example.com',
  imapPortInvalid: 'IMAP port must be a whole number from 1 to 65535',
  microsoftPersonal:
    'Microsoft no longer accepts app passwords for Outlook.com, Hotmail, Live and MSN mailboxes (since 16 September 2024).',
  microsoftConnect: 'Use "Connect with Microsoft" instead.',
  microsoftNotConfigured:
    'This site has no Microsoft sign-in configured yet; ask your administrator, or use another mailbox.',
  oauthNotConfigured: 'This sign-in is not configured on this site',
} as const;

/** What answers carry instead of the app password when one is saved. */
export const APP_PASSWORD_MASK = '••••••••••';
export const APP_PASSWORD_MIN = 10;

const M = MARKETING_CREDENTIALS_MESSAGES;
const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** A form's empty optional field is the same as leaving it out. */
const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsMissing, schema.optional()).optional();

export const smtpSecuritySchema = z.enum(SMTP_SECURITIES, { error: M.securityInvalid });

export const marketingCredentialsInputSchema = z
  .object({
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(254, M.emailInvalid)
      .regex(EMAIL_PATTERN, M.emailInvalid)
      .refine((value) => !hasControlCharacters(value), M.emailInvalid),
    appPassword: z
      .string({ error: M.appPasswordRequired })
      .trim()
      .min(1, M.appPasswordRequired)
      .min(APP_PASSWORD_MIN, M.appPasswordTooShort)
      .max(200, 'App password must be at most 200 characters')
      .refine((value) => !hasControlCharacters(value), M.appPasswordRequired),
    id: idField(M.userIdMissing),
    smtpHost: optionalField(
      textField({ label: 'SMTP server', max: 253 }).pipe(z.string().regex(HOST_NAME, M.hostInvalid)),
    ),
    smtpPort: optionalField(wholeNumberField(1, 65_535, M.portInvalid)),
    smtpSecurity: optionalField(smtpSecuritySchema),
    /** Where bounces and complaints are read (a custom mailbox): default the SMTP server's imap. name, port 993. */
    imapHost: optionalField(
      textField({ label: 'IMAP server', max: 253 }).pipe(z.string().regex(HOST_NAME, M.imapHostInvalid)),
    ),
    imapPort: optionalField(wholeNumberField(1, 65_535, M.imapPortInvalid)),
    imapSecurity: optionalField(smtpSecuritySchema),
    /** The sender's own limits, below their provider's if they share the mailbox with other sending. */
    perDay: optionalField(wholeNumberField(1, 100_000, M.perDayInvalid)),
    perMinute: optionalField(wholeNumberField(1, 1000, M.perMinuteInvalid)),
  })
  .superRefine((value, ctx) => {
    if (mailProviderFor(value.email).smtp === null && value.smtpHost === undefined) {
      ctx.addIssue({ code: 'custom', path: ['smtpHost'], message: M.hostRequired });
    }
  });
export type MarketingCredentialsInput = z.input<typeof marketingCredentialsInputSchema>;

/**
 * The last look at the mailbox for bounces and complaints (docs/product.md, Bounces and complaints from
 * the sender's mailbox): when, whether the IMAP login worked (and if not, what to enable at the
 * provider), and how many of each were found since the address was saved.
 */
export const BOUNCE_CHECK_OUTCOMES = ['ok', 'refused', 'unreachable', 'tls'] as const;
export const bounceCheckSchema = z.object({
  checkedAt: z.iso.datetime(),
  outcome: z.enum(BOUNCE_CHECK_OUTCOMES),
  /** Why the mailbox could not be read and what to do; null when it was. */
  problem: z.string().nullable(),
  bounces: z.number().int(),
  complaints: z.number().int(),
});
export type BounceCheck = z.infer<typeof bounceCheckSchema>;

export const mailboxSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  authMethod: z.enum(['password', 'oauth']),
  smtpHost: z.string(),
  smtpPort: z.number().int(),
  smtpSecurity: smtpSecuritySchema,
  /** The IMAP server bounces and complaints are read from. */
  imap: z.object({ host: z.string(), port: z.number().int(), security: smtpSecuritySchema }),
  limits: z.object({ perDay: z.number().int(), perMinute: z.number().int() }),
  /** Whether the limits are the sender's own rather than the provider's defaults. */
  limitsOverridden: z.boolean(),
  verifiedAt: z.iso.datetime(),
  /** The sender's own domain's SPF and DMARC; null for an address at a public mail service (gmail.com…). */
  domainCheck: senderDomainCheckSchema.nullable(),
  /** Null until the mailbox was first read (it is read while its owner sends, every few minutes). */
  bounceCheck: bounceCheckSchema.nullable(),
});

export const marketingCredentialsSchema = z.object({
  /** The seed's shape: the address and, when an app password is saved, the mask. */
  policy: z.object({ email: z.string(), appPassword: z.string() }),
  mailbox: mailboxSchema,
});
export type MarketingCredentials = z.infer<typeof marketingCredentialsSchema>;

/**
 * GET's answer: the saved mailbox, or, while none is saved, an empty policy and no mailbox (the seed's
 * rule: credentials count as present only when both the email and the app password are set). A
 * missing mailbox is an ordinary answer, not a 404, so a panel's first look logs no failed request.
 */
export const marketingCredentialsLookupSchema = z.object({
  policy: z.object({ email: z.string(), appPassword: z.string() }),
  mailbox: mailboxSchema.nullable(),
});
export type MarketingCredentialsLookup = z.infer<typeof marketingCredentialsLookupSchema>;

/** What GET answers for a sender with no saved mailbox. */
export const NO_MAILBOX: MarketingCredentialsLookup = { policy: { email: '', appPassword: '' }, mailbox: null };

const ownerQuery = z.object({ adminId: idField(M.userIdMissing) });

export const getMarketingCredentials = defineEndpoint({
  method: 'GET',
  path: '/api/v2/marketingCredentials',
  query: ownerQuery,
  response: marketingCredentialsLookupSchema,
});

export const saveMarketingCredentials = defineEndpoint({
  method: 'POST',
  path: '/api/v2/marketingCredentials',
  body: marketingCredentialsInputSchema,
  response: marketingCredentialsSchema,
});

export const deleteMarketingCredentials = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/marketingCredentials',
  query: ownerQuery,
  response: z.object({ deleted: z.literal(true) }),
});

/** Looks up the saved mailbox's domain again (after the sender published a DMARC record, say). */
export const recheckSenderDomain = defineEndpoint({
  method: 'POST',
  path: '/api/v2/marketingCredentials/domain-check',
  query: ownerQuery,
  response: marketingCredentialsSchema,
});

/** "Check now": reads the mailbox for bounces and complaints at once (rate-limited). */
export const checkMailboxBounces = defineEndpoint({
  method: 'POST',
  path: '/api/v2/marketingCredentials/bounce-check',
  query: ownerQuery,
  response: marketingCredentialsSchema,
});

/** Which "Connect with …" buttons this deployment can offer. */
export const getMailboxConnectOptions = defineEndpoint({
  method: 'GET',
  path: '/api/v2/marketingCredentials/connect-options',
  response: z.object({ microsoft: z.boolean(), google: z.boolean() }),
});

export const oauthProviderSchema = z.enum(['microsoft', 'google'], { error: M.oauthNotConfigured });
export type MailboxOAuthProvider = z.infer<typeof oauthProviderSchema>;

/** Panel paths the OAuth callback may send the browser back to. */
export const MAILBOX_RETURN_PATH = /^\/(?:sales|emailMarketing|admin)\/dashboard(?:\/[A-Za-z0-9/_-]*)?$/;

/** Starts "Connect with …": the provider's sign-in page, bound to the caller (state) with PKCE. */
export const startMailboxOAuth = defineEndpoint({
  method: 'POST',
  path: '/api/v2/marketingCredentials/oauth/:provider/start',
  params: z.object({ provider: oauthProviderSchema }),
  body: z.object({
    returnTo: z
      .string({ error: 'Return path must be a panel page' })
      .regex(MAILBOX_RETURN_PATH, 'Return path must be a panel page'),
  }),
  response: z.object({ url: z.url() }),
});

/** Where the provider sends the browser back (a redirect, not JSON): `/oauth/:provider/callback`. */
export const MAILBOX_OAUTH_CALLBACK_PATH = '/api/v2/marketingCredentials/oauth/:provider/callback';
/** The query the callback adds to the panel path it returns to. */
export const MAILBOX_OAUTH_RESULT_PARAM = 'mailbox';
