import { ROLES, type RoleName } from '@meridian/contracts/roles';
import type { campaignDraftSchema } from '@meridian/contracts/campaigns';
import type { MarketingCredentials } from '@meridian/contracts/sender-mailboxes';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MailTransport } from '../src/adapters/mail/mail-transport';
import { createCampaignDelivery, type DeliveryOptions } from '../src/modules/campaigns/campaign-delivery.service';
import type { CampaignSenders, CampaignsModule } from '../src/modules/campaigns/campaigns.module';
import type { MailboxOverrides } from '../src/modules/sender-mailboxes/sender-mailboxes.module';
import { campaignMessages } from '../src/modules/campaigns/campaigns.tables';
import { createTrackingTokens } from '../src/modules/campaigns/tracking-tokens.service';
import { contacts } from '../src/modules/contacts/contacts.tables';
import {
  asIdentityTestApp,
  CapturedCodes,
  ManualClock,
  passwordSignIn,
  type IdentityTestApp,
} from './identity-harness';
import type { SmtpHarness } from './smtp-harness';
import { createTestApp } from './test-app';

/**
 * The highest limits a sender may set on their mailbox (the contract's maximum): tests that are not
 * about pacing send at 1,000 a minute, which the hand-moved clock makes instant.
 */
export const HIGH_LIMITS = { perDay: 100_000, perMinute: 1000 };
/** Every sender's app password on the local SMTP server that stands in for their provider. */
export const SENDER_APP_PASSWORD = 'abcd efgh ijkl mnop';
/** Every test sender's password (sign in again after moving the clock past a token's lifetime). */
export const SENDER_PASSWORD = 'a long enough passphrase';
const PASSWORD = SENDER_PASSWORD;

/** The local SMTP server's accounts for these senders' addresses (startSmtpServer({ accounts })). */
export const senderAccounts = (...addresses: string[]) =>
  Object.fromEntries(addresses.map((address) => [address, SENDER_APP_PASSWORD]));

/** Decorates a sender's real transport (tests that stop a worker mid-send, or time its sends). */
export type TransportWrap = (transport: MailTransport) => MailTransport;

export interface CampaignTestApp extends IdentityTestApp {
  clock: ManualClock;
  campaigns: CampaignsModule['api'];
  /**
   * A delivery worker like the module's (the module's own is closed, so nothing runs by itself), on
   * the real contacts and sender-mailboxes modules; `wrap` decorates each real sender transport.
   */
  worker(options?: Partial<DeliveryOptions> & { wrap?: TransportWrap }): ReturnType<typeof createCampaignDelivery>;
}

/** The real `senderFor`, its transport decorated by `wrap`. */
function wrappedSenders(senders: CampaignSenders, wrap: TransportWrap): CampaignSenders {
  return {
    async senderFor(userId) {
      const mailbox = await senders.senderFor(userId);
      return mailbox && { ...mailbox, transport: wrap(mailbox.transport) };
    },
  };
}

/**
 * The real app (senders' mailboxes allowed on loopback, where the local SMTP servers listen), a
 * hand-moved clock (delivery's waits for a send slot move it), and the module's own background
 * delivery stopped: tests run workers explicitly.
 */
export async function createCampaignTestApp(
  options: {
    /** More settings (the OAuth apps' client ids, for senders connected with Microsoft or Google). */
    env?: Record<string, string>;
    /** Providers' SMTP and IMAP servers, pointed at local ones. */
    mailboxes?: MailboxOverrides;
  } = {},
): Promise<CampaignTestApp> {
  const clock = new ManualClock(Date.parse('2026-11-23T09:00:00Z'));
  const codes = new CapturedCodes();
  const sleepUntil = async (at: Date) => {
    const wait = at.getTime() - clock.now().getTime();
    if (wait > 0) clock.advance(wait);
  };
  const t = await createTestApp({
    env: { MAIL_ALLOW_PRIVATE_HOSTS: 'true', ...options.env },
    services: {
      codeSender: codes,
      now: clock.now,
      campaignSleepUntil: sleepUntil,
      ...(options.mailboxes ? { mailboxes: options.mailboxes } : {}),
    },
  });
  const campaigns = t.services.campaigns;
  await campaigns.delivery.close();
  const site = await t.services.settings.get();
  return {
    ...asIdentityTestApp(t, codes, clock),
    clock,
    campaigns,
    worker: ({ wrap, ...options } = {}) =>
      createCampaignDelivery({
        orm: t.database.db.orm,
        contacts: t.services.contacts,
        newsletter: campaigns.newsletterAudience,
        senders: wrap ? wrappedSenders(t.services.senderMailboxes, wrap) : t.services.senderMailboxes,
        tokens: createTrackingTokens(t.services.secrets),
        baseUrl: t.config.publicUrl,
        postalAddress: async () => site.postalAddress,
        startDueScheduled: () => campaigns.campaigns.startDueScheduled(),
        frequencyCap: t.services.settings.frequencyCapOn,
        pickDueWinners: () => campaigns.abTests.pickDueWinners(),
        now: clock.now,
        sleepUntil,
        ...options,
      }),
  };
}

export interface Sender {
  userId: number;
  actor: { userId: number; isAdmin: boolean };
  auth: { authorization: string };
  name: string;
}

/**
 * A user of `role` with an app profile, signed in, who saved their mailbox through
 * `POST /api/v2/marketingCredentials` on `mailbox.smtp` (whose accounts must include
 * `senderAccounts(email)`), unless `mailbox` is null.
 */
export async function addSender(
  t: IdentityTestApp,
  email: string,
  role: RoleName,
  mailbox: {
    smtp: SmtpHarness;
    limits?: { perDay: number; perMinute: number };
    /** Where bounces are read (a local Dovecot): host, port and security as the form sends them. */
    imap?: { imapHost: string; imapPort: number; imapSecurity: 'tls' | 'starttls' | 'none' };
  } | null,
): Promise<Sender> {
  const [firstName = 'Ana', lastName = 'Silva'] = email.split('@')[0]?.split('.') ?? [];
  const user = await t.services.users.provision({
    email,
    password: PASSWORD,
    firstName,
    lastName,
    roleIds: [ROLES[role]],
  });
  const tokens = await passwordSignIn(t, email, PASSWORD);
  const auth = { authorization: `Bearer ${tokens.AccessToken}` };
  if (mailbox) {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v2/marketingCredentials',
      headers: auth,
      payload: {
        email,
        appPassword: SENDER_APP_PASSWORD,
        id: user.id,
        smtpHost: '127.0.0.1',
        smtpPort: Number(new URL(mailbox.smtp.url).port),
        smtpSecurity: 'none',
        ...(mailbox.limits ?? HIGH_LIMITS),
        ...mailbox.imap,
      },
    });
    if (saved.statusCode !== 200) throw new Error(`saving ${email}'s mailbox failed: ${saved.body}`);
  }
  return {
    userId: user.id,
    actor: { userId: user.id, isAdmin: role === 'Admin' },
    auth,
    name: `${firstName} ${lastName}`,
  };
}

/** Up to this many contacts are added through the contacts service; more are bulk fixture rows. */
const THROUGH_SERVICE = 20;

/**
 * `count` subscribed contacts of the owner tagged `tag`: person0@…, person1@…, … A few go through the
 * contacts module's service as a sender adds them; hundreds are inserted into its table directly.
 */
export async function addContacts(
  t: CampaignTestApp,
  ownerId: number,
  count: number,
  tag = 'all',
  domain = 'inbox.example',
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    ownerId,
    email: `person${index}@${domain}`,
    firstName: index % 10 === 0 ? '' : `First${index}`,
    lastName: `Last${index}`,
    tags: [tag],
  }));
  if (count <= THROUGH_SERVICE) {
    for (const { ownerId: userId, ...contact } of rows) {
      await t.services.contacts.contacts.create({ userId, isAdmin: false }, contact);
    }
    return;
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await t.database.db.orm.insert(contacts).values(rows.slice(start, start + 1000));
  }
}

type Draft = z.output<typeof campaignDraftSchema>;

export function draft(overrides: Partial<Draft> = {}): Draft {
  return {
    subject: 'Live session: {{firstName|Trader}}, join us',
    preheader: 'Thursday at 6 pm',
    html: '<p>Hi {{firstName|there}},</p><p>Join the <a href="https://meridian.example/webinars/spring">spring webinar</a>.</p>',
    audience: { listIds: [], tags: ['all'] },
    abTest: null,
    ...overrides,
  };
}

/** A draft created and sent now by `sender`; resolves its id. */
export async function sendNow(t: CampaignTestApp, sender: Sender, overrides: Partial<Draft> = {}): Promise<number> {
  const created = await t.campaigns.campaigns.create(sender.actor, sender.name, draft(overrides));
  await t.campaigns.campaigns.send(sender.actor, created.id, undefined);
  return created.id;
}

/** A transport that stops answering after `after` messages, as a process killed mid-send would. */
export function dyingAfter(after: number, options: { acceptFirst: boolean }): TransportWrap {
  let count = 0;
  return (transport) => ({
    ...transport,
    kind: transport.kind,
    async send(message) {
      count += 1;
      if (count <= after) return transport.send(message);
      if (options.acceptFirst && count === after + 1) await transport.send(message);
      return new Promise(() => undefined);
    },
    close: () => transport.close(),
  });
}

let bounceChecks = 0;
/**
 * "Check for bounces now" as the sender, each call from its own address (the route allows five a
 * minute per address): the mailbox as the panel then shows it.
 */
export async function checkBouncesNow(t: IdentityTestApp, sender: Sender): Promise<MarketingCredentials['mailbox']> {
  bounceChecks += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/marketingCredentials/bounce-check?adminId=${sender.userId}`,
    headers: sender.auth,
    remoteAddress: `198.51.${Math.floor(bounceChecks / 250)}.${(bounceChecks % 250) + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`Check now answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: MarketingCredentials }>().data.mailbox;
}

/** What `campaign` sent to `to`, as a bounce report quotes it: its Message-ID and X-Meridian-Ref tag. */
export async function sentMessageRef(
  t: IdentityTestApp,
  campaign: number,
  to: string,
): Promise<{ messageId: string; ref: string }> {
  const [row] = await t.database.db.orm
    .select()
    .from(campaignMessages)
    .where(and(eq(campaignMessages.campaignId, campaign), eq(campaignMessages.email, to)));
  if (!row?.messageId) throw new Error(`campaign ${campaign} sent nothing to ${to}`);
  return { messageId: row.messageId, ref: `${campaign}.${row.id}` };
}
