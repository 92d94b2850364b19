import { campaignEvents, campaignLinks, campaignMessages, campaigns } from '../../modules/campaigns/campaigns.tables';
import { insertReturningIds, insertRows } from '../bulk-insert.repository';
import { daysBefore, minutesAfter, need, type DemoContext, type DemoDomain, type DemoUser } from '../demo-context';

const SUBJECTS = [
  'This week: three setups we are watching',
  'Your seat for Thursday’s live session',
  'Risk first: the one rule that saves accounts',
  'Recording inside: options basics',
  'New course module: reading the order book',
  'Last call for the futures workshop',
];
const LINKS = ['https://meridian.example/webinars', 'https://meridian.example/blog/risk-first'];

type MessageRow = typeof campaignMessages.$inferInsert & { sentAt: Date | null; nextAttemptAt: Date };
type EventRow = typeof campaignEvents.$inferInsert;
interface Plan {
  owner: DemoUser;
  status: 'sent' | 'draft' | 'scheduled';
  startedAt: Date | null;
}

function campaignRow(ctx: DemoContext, owner: DemoUser, listIds: number[], startedAt: Date | null, status: string) {
  const subject = ctx.random.pick(SUBJECTS);
  const createdAt = daysBefore(startedAt ?? ctx.now, ctx.random.int(1, 5));
  return {
    ownerId: owner.id,
    ownerName: owner.name,
    fromAddress: startedAt ? `${owner.name} <${owner.email}>` : null,
    subject,
    preheader: 'From the Meridian trading desk',
    html: `<h2>${subject}</h2><p>Hi {{firstName|there}},</p><p>Here is what we prepared. <a href="${LINKS[0]}">See the sessions</a> or <a href="${LINKS[1]}">read the article</a>.</p>`,
    text: `${subject}\n\nHi {{firstName|there}},\n\nHere is what we prepared. See the sessions (${LINKS[0]}) or read the article (${LINKS[1]}).`,
    audience: { listIds: listIds.slice(0, 1), tags: [] },
    status,
    sendAt: status === 'scheduled' ? minutesAfter(ctx.now, ctx.random.int(60, 7 * 24 * 60)) : null,
    startedAt,
    finishedAt: startedAt ? minutesAfter(startedAt, ctx.random.int(30, 180)) : null,
    createdAt,
    updatedAt: startedAt ?? createdAt,
  };
}

/**
 * Each sender's campaigns: several sent (messages to a sample of their subscribed contacts, with
 * opens, clicks, a few failures, bounces and unsubscribes), one draft, and one scheduled.
 */
export const campaignsDemo: DemoDomain = {
  name: 'campaigns',
  async seed(ctx) {
    const { db, random, scale, now, state } = ctx;
    const users = need(state, 'users', 'campaigns');
    const contacts = need(state, 'contacts', 'campaigns');
    const senders = [...users.sales, ...users.emailMarketing];
    const sentPerSender = 2 + Math.floor(scale / 50);
    const perCampaign = Math.ceil((300 * scale) / (senders.length * sentPerSender));
    const plans = senders.flatMap((owner): Plan[] => [
      ...Array.from(
        { length: sentPerSender },
        (): Plan => ({
          owner,
          status: 'sent',
          startedAt: random.between(daysBefore(now, 330), daysBefore(now, 2)),
        }),
      ),
      { owner, status: 'draft', startedAt: null },
      { owner, status: 'scheduled', startedAt: null },
    ]);
    const rows = plans.map((p) =>
      campaignRow(ctx, p.owner, contacts.lists.get(p.owner.id) ?? [], p.startedAt, p.status),
    );
    const ids = await insertReturningIds(db, campaigns, campaigns.id, rows);
    await insertRows(
      db,
      campaignLinks,
      ids.flatMap((campaignId) => LINKS.map((url, idx) => ({ campaignId, idx, url }))),
    );

    const messages: MessageRow[] = plans.flatMap((p, i) => {
      if (!p.startedAt) return [];
      const startedAt = p.startedAt;
      const audience = (contacts.byOwner.get(p.owner.id) ?? []).filter((c) => !c.suppressed);
      return random.sample(audience, perCampaign).map((c): MessageRow => {
        const status = random.weighted({ sent: 97, failed: 3 });
        const sentAt = status === 'sent' ? minutesAfter(startedAt, random.int(0, 120)) : null;
        return {
          campaignId: ids[i]!,
          ownerId: p.owner.id,
          contactId: c.id,
          email: c.email,
          firstName: c.firstName,
          lastName: c.lastName,
          status,
          attempts: status === 'sent' ? 1 : 3,
          nextAttemptAt: sentAt ?? startedAt,
          slotAt: sentAt,
          messageId: `<${random.uuid()}@mail.example>`,
          sentAt,
          lastError: status === 'failed' ? '550 5.1.1 Mailbox unavailable' : null,
        };
      });
    });
    const messageIds = await insertReturningIds(db, campaignMessages, campaignMessages.id, messages);
    const events = messages.flatMap((m, i): EventRow[] => {
      const base = { campaignId: m.campaignId, messageId: messageIds[i]!, ownerId: m.ownerId, contactId: m.contactId };
      if (!m.sentAt) return random.chance(0.5) ? [{ ...base, kind: 'bounce', at: m.nextAttemptAt }] : [];
      const sentAt = m.sentAt;
      const later = () => new Date(Math.min(minutesAfter(sentAt, random.int(5, 72 * 60)).getTime(), now.getTime()));
      if (!random.chance(0.38)) return [];
      const opened: EventRow[] = [{ ...base, kind: 'open', at: later() }];
      if (random.chance(0.3)) opened.push({ ...base, kind: 'click', linkIdx: random.int(0, 1), at: later() });
      if (random.chance(0.01)) opened.push({ ...base, kind: 'unsubscribe', at: later() });
      return opened;
    });
    await insertRows(db, campaignEvents, events);
    const count = (kind: string) => events.filter((e) => e.kind === kind).length;
    return {
      campaigns: rows.length,
      campaign_messages: messages.length,
      'campaign opens': count('open'),
      'campaign clicks': count('click'),
      campaign_events: events.length,
    };
  },
};
