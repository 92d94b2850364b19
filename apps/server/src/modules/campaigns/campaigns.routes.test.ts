import { CAMPAIGN_MESSAGES as M } from '@meridian/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  addSender,
  createCampaignTestApp,
  draft,
  senderAccounts,
  type CampaignTestApp,
  type Sender,
} from '../../../test/campaign-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';

let t: CampaignTestApp;
let smtp: SmtpHarness;
let ana: Sender;
let ben: Sender;
let admin: Sender;
let noMailbox: Sender;

beforeAll(async () => {
  t = await createCampaignTestApp();
  const addresses = ['ana.silva@desk.example', 'ben.okafor@desk.example', 'ada.admin@desk.example'] as const;
  smtp = await startSmtpServer({ accounts: senderAccounts(...addresses) });
  ana = await addSender(t, addresses[0], 'EmailMarketing', { smtp });
  ben = await addSender(t, addresses[1], 'Sales', { smtp });
  admin = await addSender(t, addresses[2], 'Admin', { smtp });
  noMailbox = await addSender(t, 'nina.nobox@desk.example', 'Sales', null);
  await addContacts(t, ana.userId, 3, 'vip', 'ana.example');
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const api = (who: Sender, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/campaigns${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

async function create(who: Sender, overrides = {}) {
  const res = await api(who, 'POST', '', draft({ audience: { listIds: [], tags: ['vip'] }, ...overrides }));
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; status: string; html: string };
}

describe('campaign routes', () => {
  it('saves a sanitised draft, edits it, refuses edits once sent, and lists by owner', async () => {
    const created = await create(ana, { html: '<p onclick="x()">Hi {{firstName|there}}<script>alert(1)</script></p>' });
    expect(created).toMatchObject({ status: 'draft', html: '<p>Hi {{firstName|there}}</p>', ownerName: 'ana silva' });
    const updated = await api(
      ana,
      'PUT',
      `/${created.id}`,
      draft({ subject: 'New subject', audience: { listIds: [], tags: ['vip'] } }),
    );
    expect(updated.json().data).toMatchObject({ subject: 'New subject', status: 'draft' });
    const benOwn = await create(ben);

    const sent = await api(ana, 'POST', `/${created.id}/send`, {});
    expect(sent.json().data).toMatchObject({
      status: 'sending',
      fromAddress: '"ana silva" <ana.silva@desk.example>',
      progress: { total: 3, pending: 3 },
    });
    const refused = await api(ana, 'PUT', `/${created.id}`, draft());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.notEditable);
    expect((await api(ana, 'DELETE', `/${created.id}`)).json().message).toBe(M.notDeletable);

    const anaList = (await api(ana, 'GET', '')).json().data as { items: { id: number }[] };
    expect(anaList.items.map((c) => c.id)).toEqual([created.id]);
    const adminList = (await api(admin, 'GET', '')).json().data as { items: { id: number }[] };
    expect(adminList.items.map((c) => c.id)).toEqual(expect.arrayContaining([created.id, benOwn.id]));
    const onlyBen = (await api(admin, 'GET', `?ownerId=${ben.userId}`)).json().data as { items: { id: number }[] };
    expect(onlyBen.items.map((c) => c.id)).toEqual([benOwn.id]);
    // Staff cannot widen their list with ownerId.
    expect(
      ((await api(ben, 'GET', `?ownerId=${ana.userId}`)).json().data as { items: { id: number }[] }).items.map(
        (c) => c.id,
      ),
    ).toEqual([benOwn.id]);
    expect((await api(ben, 'GET', `/${created.id}`)).statusCode).toBe(404);
    expect((await api(ben, 'DELETE', `/${benOwn.id}`)).json().data).toEqual({ deleted: true });
    await t.worker().deliverDue();
    await smtp.waitFor(3);
  });

  it('says what is missing before sending', async () => {
    const empty = await create(ana, { html: '<p> </p>', audience: { listIds: [], tags: [] } });
    const res = await api(ana, 'POST', `/${empty.id}/send`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'html', message: M.bodyRequired },
      { path: 'audience', message: M.audienceRequired },
    ]);
    const past = await api(ana, 'POST', `/${empty.id}/send`, { sendAt: '2026-11-22T09:00:00Z' });
    expect(past.json()).toMatchObject({
      message: M.sendAtInPast,
      errors: [{ path: 'sendAt', message: M.sendAtInPast }],
    });
    const nobody = await create(ana, { audience: { listIds: [], tags: ['nobody'] } });
    expect((await api(ana, 'POST', `/${nobody.id}/send`, {})).json().message).toBe(M.noRecipients);
    expect((await api(ana, 'GET', `/${nobody.id}`)).json().data.status).toBe('draft');
    const nina = await create(noMailbox);
    expect((await api(noMailbox, 'POST', `/${nina.id}/send`, {})).json().message).toBe(M.noCredentials);
    expect((await api(noMailbox, 'POST', `/${nina.id}/test`)).json().message).toBe(M.noCredentials);
  });

  it('sends a test to the sender, marked, merged with the first recipient, links untracked', async () => {
    const created = await create(ana);
    const before = smtp.messages.length;
    const res = await api(ana, 'POST', `/${created.id}/test`);
    expect(res.json().data).toEqual({ sentTo: 'ana.silva@desk.example' });
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(message?.subject).toBe('[Test] Live session: Trader, join us');
    expect(message?.html).toContain('href="https://meridian.example/webinars/spring"');
    expect(message?.html).not.toContain('/t/o/');
    expect((await api(ana, 'GET', `/${created.id}`)).json().data.status).toBe('draft');
  });

  it('schedules, pauses, resumes, starts at the time and cancels', async () => {
    const created = await create(ana);
    const sendAt = new Date(t.clock.now().getTime() + 600_000).toISOString();
    const scheduled = await api(ana, 'POST', `/${created.id}/send`, { sendAt });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', sendAt });
    expect((await api(ana, 'POST', `/${created.id}/resume`)).json().message).toBe(M.cannotResume);
    expect((await api(ana, 'POST', `/${created.id}/pause`)).json().data.status).toBe('paused');
    expect((await api(ana, 'POST', `/${created.id}/resume`)).json().data.status).toBe('scheduled');
    expect(await t.worker().deliverDue()).toMatchObject({ sent: 0 });
    t.clock.advance(600_000);
    const before = smtp.messages.length;
    // Paused after it started: nothing goes out until resumed.
    await t.campaigns.campaigns.startDueScheduled();
    expect((await api(admin, 'POST', `/${created.id}/pause`)).json().data).toMatchObject({
      status: 'paused',
      progress: { total: 3, pending: 3 },
    });
    expect(await t.worker().deliverDue()).toMatchObject({ sent: 0 });
    expect((await api(ana, 'POST', `/${created.id}/resume`)).json().data.status).toBe('sending');
    expect(await t.worker().deliverDue()).toMatchObject({ sent: 3 });
    await smtp.waitFor(before + 3);
    expect((await api(ana, 'GET', `/${created.id}`)).json().data.status).toBe('sent');
    expect((await api(ana, 'POST', `/${created.id}/cancel`)).json().message).toBe(M.cannotCancel);

    const other = await create(ana);
    await api(ana, 'POST', `/${other.id}/send`, {});
    const cancelled = await api(admin, 'POST', `/${other.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      progress: { total: 3, skipped: 3, pending: 0 },
    });
    expect(await t.worker().deliverDue()).toMatchObject({ sent: 0 });
  });

  it('reports KPI per campaign and sender: staff their own, the admin everyone', async () => {
    const own = (await api(ana, 'GET', '/kpi')).json().data as {
      from: string;
      to: string;
      totals: { sent: number };
      campaigns: { ownerName: string }[];
      senders: { ownerId: number }[];
      days: { day: string; sent: number }[];
    };
    expect(own.to).toBe('2026-11-23');
    expect(own.from).toBe('2026-10-25');
    expect(own.totals.sent).toBe(6);
    expect(own.senders.map((s) => s.ownerId)).toEqual([ana.userId]);
    // Every day of the default 30-day period is there, for the chart; only the last had mail.
    expect(own.days).toHaveLength(30);
    expect(own.days[0]).toEqual({
      day: '2026-10-25',
      sent: 0,
      uniqueOpens: 0,
      uniqueClicks: 0,
      unsubscribes: 0,
      bounces: 0,
    });
    expect(own.days.at(-1)).toEqual(expect.objectContaining({ day: '2026-11-23', sent: 6 }));
    expect(own.days.filter((day) => day.sent > 0)).toHaveLength(1);
    const benView = (await api(ben, 'GET', `/kpi?ownerId=${ana.userId}`)).json().data as { totals: { sent: number } };
    expect(benView.totals.sent).toBe(0);
    const adminView = (await api(admin, 'GET', `/kpi?ownerId=${ana.userId}`)).json().data as {
      totals: { sent: number };
    };
    expect(adminView.totals.sent).toBe(6);
    const bad = await api(ana, 'GET', '/kpi?from=2026-11-30&to=2026-11-01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ path: 'from', message: 'From must be on or before To' }]);
  });
});
