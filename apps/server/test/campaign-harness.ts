import { ROLES, type RoleName } from '@meridian/contracts/roles';
import type { campaignDraftSchema } from '@meridian/contracts/campaigns';
import type { z } from 'zod';
import type { MailTransport } from '../src/adapters/mail/mail-transport';
import { createCampaignDelivery, type DeliveryOptions } from '../src/modules/campaigns/campaign-delivery';
import type { CampaignsModule } from '../src/modules/campaigns/campaigns.module';
import { createTrackingTokens } from '../src/modules/campaigns/tracking-tokens';
import { contacts } from '../src/modules/contacts/contacts.tables';
import { testCampaignPorts, type TestMailbox } from './campaign-ports';
import {
  asIdentityTestApp,
  CapturedCodes,
  ManualClock,
  passwordSignIn,
  type IdentityTestApp,
} from './identity-harness';
import { createTestApp } from './test-app';

export const UNLIMITED = { perDay: 1_000_000, perMinute: 6_000_000 };
const PASSWORD = 'a long enough passphrase';

export interface CampaignTestApp extends IdentityTestApp {
  clock: ManualClock;
  campaigns: CampaignsModule['api'];
  mailboxes: Map<number, TestMailbox>;
  /** A delivery worker like the module's (the module's own is closed, so nothing runs by itself). */
  worker(options?: Partial<DeliveryOptions>): ReturnType<typeof createCampaignDelivery>;
}

/**
 * The real app with campaigns wired to the test ports, a hand-moved clock (delivery's waits for a
 * send slot move it), and the module's own background delivery stopped: tests run workers explicitly.
 */
export async function createCampaignTestApp(): Promise<CampaignTestApp> {
  const clock = new ManualClock(Date.parse('2026-11-23T09:00:00Z'));
  const ports = testCampaignPorts();
  const codes = new CapturedCodes();
  const sleepUntil = async (at: Date) => {
    const wait = at.getTime() - clock.now().getTime();
    if (wait > 0) clock.advance(wait);
  };
  const t = await createTestApp({
    services: { codeSender: codes, now: clock.now, campaignPorts: ports, campaignSleepUntil: sleepUntil },
  });
  const campaigns = t.services.campaigns;
  if (!campaigns) throw new Error('campaigns module not wired');
  await campaigns.delivery.close();
  const site = await t.services.settings.get();
  return {
    ...asIdentityTestApp(t, codes, clock),
    clock,
    campaigns,
    mailboxes: ports.mailboxes,
    worker: (options = {}) =>
      createCampaignDelivery({
        orm: t.database.db.orm,
        contacts: ports.contacts,
        senders: ports.senders,
        tokens: createTrackingTokens(t.services.secrets),
        baseUrl: t.config.publicUrl,
        postalAddress: async () => site.postalAddress,
        startDueScheduled: () => campaigns.campaigns.startDueScheduled(),
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

/** A user of `role` with an app profile, signed in, with a mailbox on `smtpUrl` unless null. */
export async function addSender(
  t: CampaignTestApp,
  email: string,
  role: RoleName,
  mailbox: { smtpUrl: string; limits?: TestMailbox['limits']; wrap?: TestMailbox['wrap'] } | null,
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
  if (mailbox) {
    t.mailboxes.set(user.id, {
      address: email,
      name: `${firstName} ${lastName}`,
      smtpUrl: mailbox.smtpUrl,
      limits: mailbox.limits ?? UNLIMITED,
      wrap: mailbox.wrap,
    });
  }
  return {
    userId: user.id,
    actor: { userId: user.id, isAdmin: role === 'Admin' },
    auth: { authorization: `Bearer ${tokens.AccessToken}` },
    name: `${firstName} ${lastName}`,
  };
}

/** `count` subscribed contacts of the owner tagged `tag`: person0@…, person1@…, … */
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
export function dyingAfter(after: number, options: { acceptFirst: boolean }) {
  let count = 0;
  return (transport: MailTransport): MailTransport => ({
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
