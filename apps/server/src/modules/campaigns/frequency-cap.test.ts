import { FREQUENCY_CAP_MESSAGES } from '@meridian/contracts/settings-frequency-cap';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSequence,
  call,
  confirmNewsletterAs,
  createAutomationTestApp,
  systemMail,
  type AutomationTestApp,
} from '../../../test/automation-harness';
import { addSender, draft, senderAccounts, type Sender } from '../../../test/campaign-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { campaignMessages } from './campaigns.tables';
import { CAP_WAIT_REASON, CAPPED_REASON } from './frequency-cap.rules';

let t: AutomationTestApp;
let smtp: SmtpHarness;
let admin: Sender & { email: string };
let ana: Sender & { email: string };
const DAY_MS = 86_400_000;
const ADMIN_ADDRESS = 'ada.admin@capmail.example';
const ANA_ADDRESS = 'ana.sales@capmail.example';

beforeAll(async () => {
  t = await createAutomationTestApp();
  smtp = await startSmtpServer({ accounts: senderAccounts(ADMIN_ADDRESS, ANA_ADDRESS) });
  admin = { ...(await addSender(t, ADMIN_ADDRESS, 'Admin', { smtp })), email: ADMIN_ADDRESS };
  ana = { ...(await addSender(t, ANA_ADDRESS, 'EmailMarketing', { smtp })), email: ANA_ADDRESS };
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const to = (message: ParsedMail) => (Array.isArray(message.to) ? '' : (message.to?.text ?? ''));
const received = (email: string) => smtp.messages.filter((m) => to(m) === email).map((m) => m.subject);

/** A contact of the sender's tagged `tag` (unless they have it already), and a campaign to that tag sent now; resolves its id. */
async function campaignTo(sender: Sender, email: string, subject: string, tag: string, known = false): Promise<number> {
  if (!known) {
    await t.services.contacts.contacts.create(sender.actor, {
      email,
      firstName: 'Pat',
      lastName: 'Reader',
      tags: [tag],
    });
  }
  const created = await t.campaigns.campaigns.create(
    sender.actor,
    sender.name,
    draft({ subject, audience: { listIds: [], tags: [tag] } }),
  );
  await t.campaigns.campaigns.send(sender.actor, created.id, undefined);
  return created.id;
}

const messagesTo = (email: string) =>
  t.database.db.orm.select().from(campaignMessages).where(eq(campaignMessages.email, email));

describe('frequency cap', () => {
  it('is off by default and refuses a bad setting with the field’s message', async () => {
    const current = await call(t, admin, 'GET', '/api/v1/admin/frequency-cap');
    expect(current.json().data).toEqual({ enabled: false, messages: 3, days: 7 });
    const refused = await call(t, admin, 'PUT', '/api/v1/admin/frequency-cap', { enabled: true, messages: 0, days: 7 });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(FREQUENCY_CAP_MESSAGES.messages);
    const days = await call(t, admin, 'PUT', '/api/v1/admin/frequency-cap', { enabled: true, messages: 2, days: 31 });
    expect(days.statusCode).toBe(422);
    expect(days.body).toContain(FREQUENCY_CAP_MESSAGES.days);
    const staff = await call(t, ana, 'PUT', '/api/v1/admin/frequency-cap', { enabled: true, messages: 2, days: 7 });
    expect(staff.statusCode).toBe(403);
  });

  it('counts across two senders and an automation: the campaign skips (capped), the automation waits, system mail is free', async () => {
    const saved = await call(t, admin, 'PUT', '/api/v1/admin/frequency-cap', { enabled: true, messages: 2, days: 7 });
    expect(saved.json().data).toEqual({ enabled: true, messages: 2, days: 7 });
    const pat = 'pat@reader.test';

    await campaignTo(ana, pat, 'From Ana', 'cap-a');
    await t.worker().deliverDue();
    const firstSentAt = t.clock.now().getTime();
    t.clock.advance(DAY_MS);
    await campaignTo(admin, pat, 'From Ada', 'cap-b');
    await t.worker().deliverDue();
    await smtp.waitFor(2);
    expect(received(pat)).toEqual(['From Ana', 'From Ada']);

    // A third campaign, from either sender, skips Pat and counts them as capped.
    const third = await campaignTo(ana, pat, 'Ana again', 'cap-a', true);
    expect(await t.worker().deliverDue()).toMatchObject({ sent: 0 });
    const stats = await call(t, ana, 'GET', `/api/v1/campaigns/${third}/stats`);
    expect(stats.json().data).toMatchObject({ capped: 1, status: 'sent', totals: { sent: 0 } });
    const [skipped] = (await messagesTo(pat)).filter((m) => m.campaignId === third);
    expect(skipped).toMatchObject({ status: 'skipped', lastError: CAPPED_REASON });

    // System mail (the newsletter confirmation) goes and does not count; the automation email waits.
    await activeSequence(t, admin, {
      name: 'Capped welcome',
      trigger: { type: 'newsletter.confirmed' },
      steps: [{ kind: 'email', subject: 'Welcome, Pat', html: '<p>Welcome aboard</p>' }],
    });
    await confirmNewsletterAs(t, pat, 'Pat');
    expect(await systemMail(t, pat, 'newsletter.confirm')).toBeTruthy();
    await t.settleEvents();
    await t.runner().runDue();
    await t.worker().deliverDue();
    const waiting = (await messagesTo(pat)).find((m) => m.status === 'queued');
    expect(waiting).toMatchObject({ lastError: CAP_WAIT_REASON });
    // It may go once Ana's first campaign leaves the seven days (its send slot plus seven days).
    expect(Math.abs((waiting?.nextAttemptAt.getTime() ?? 0) - (firstSentAt + 7 * DAY_MS))).toBeLessThan(60_000);

    t.clock.advance((waiting?.nextAttemptAt.getTime() ?? 0) - 60_000 - t.clock.now().getTime());
    await t.runner().runDue();
    await t.worker().deliverDue();
    expect(received(pat)).toEqual(['From Ana', 'From Ada']);

    t.clock.advance(60_000);
    await t.worker().deliverDue();
    await t.worker().deliverDue();
    await smtp.waitFor(3);
    expect(received(pat)).toEqual(['From Ana', 'From Ada', 'Welcome, Pat']);
    const sent = await t.database.db.orm
      .select()
      .from(campaignMessages)
      .where(and(eq(campaignMessages.email, pat), eq(campaignMessages.status, 'sent')));
    expect(sent).toHaveLength(3);
  });

  it('lets only one of two workers mailing one address at once pass a cap of one', async () => {
    await call(t, admin, 'PUT', '/api/v1/admin/frequency-cap', { enabled: true, messages: 1, days: 7 });
    const lee = 'lee@reader.test';
    const before = smtp.messages.length;
    await campaignTo(ana, lee, 'Race from Ana', 'race-a');
    await campaignTo(admin, lee, 'Race from Ada', 'race-b');
    // Two instances' workers, one run each, at the same moment: each claims its own sender's row.
    await Promise.all([t.worker().deliverDue(), t.worker().deliverDue()]);
    await smtp.waitFor(before + 1);
    const rows = await messagesTo(lee);
    expect(rows.map((row) => row.status).sort()).toEqual(['sent', 'skipped']);
    expect(received(lee)).toHaveLength(1);
  });
});
