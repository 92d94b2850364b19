import { AUTOMATION_MESSAGES } from '@meridian/contracts/automation';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSequence,
  call,
  confirmNewsletterAs,
  createAutomationTestApp,
  runsOf,
  stepsOf,
  type AutomationTestApp,
} from '../../../test/automation-harness';
import { addSender, senderAccounts, type Sender } from '../../../test/campaign-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { domainEvents } from '../../core/events/domain-events.tables';
import { campaignMessages, campaigns } from '../campaigns/campaigns.tables';
import { contacts } from '../contacts/contacts.tables';
import { newsletterSubscribers } from '../newsletter/newsletter.tables';
import { erasedAddress } from '../../lib/erased-address';
import { erasureHash } from '../newsletter/subscriber-tokens.service';
import { NEWSLETTER_EXIT } from './automation-triggers.subscribers';
import { ERASED_EXIT } from './newsletter-erasure.subscribers';

let t: AutomationTestApp;
let smtp: SmtpHarness;
let admin: Sender & { email: string };
const DAY_MS = 86_400_000;
const ADMIN_ADDRESS = 'ada.admin@mailbox.example';

beforeAll(async () => {
  t = await createAutomationTestApp();
  smtp = await startSmtpServer({
    accounts: senderAccounts(ADMIN_ADDRESS),
    refuseRecipient: (address) => (address.startsWith('bounce-') ? { code: 550, message: 'No such user' } : undefined),
  });
  admin = { ...(await addSender(t, ADMIN_ADDRESS, 'Admin', { smtp })), email: ADMIN_ADDRESS };
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const welcome = (subject: string) => ({
  kind: 'email' as const,
  subject,
  html: `<p>Hi {{firstName|there}}, ${subject}</p>`,
});
const to = (message: ParsedMail) => (Array.isArray(message.to) ? '' : (message.to?.text ?? ''));
const received = (email: string) => smtp.messages.filter((m) => to(m) === email).map((m) => m.subject);

const confirmNewsletter = (email: string, firstName: string) => confirmNewsletterAs(t, email, firstName);

/** Pauses every active sequence, so the next test's trigger starts only its own. */
async function pauseAll(): Promise<void> {
  const items = (await call(t, admin, 'GET', '/api/v1/automations')).json().data.items as {
    id: number;
    status: string;
  }[];
  for (const item of items.filter((i) => i.status === 'active')) {
    expect((await call(t, admin, 'POST', `/api/v1/automations/${item.id}/pause`)).statusCode).toBe(200);
  }
}

/** Runs what is due (steps, then campaign delivery) and waits for the messages to reach the SMTP server. */
async function tick(expectedTotal: number): Promise<void> {
  await t.settleEvents();
  await t.runner().runDue();
  await t.worker().deliverDue();
  await smtp.waitFor(expectedTotal);
}

describe('newsletter confirmed → send A → wait 2 days → send B', () => {
  let sequenceId: number;

  beforeAll(async () => {
    sequenceId = await activeSequence(t, admin, {
      name: 'Newsletter welcome',
      trigger: { type: 'newsletter.confirmed' },
      steps: [welcome('Welcome aboard'), { kind: 'wait', amount: 2, unit: 'days' }, welcome('Your first lesson')],
    });
  });

  it('sends A at once from the admin’s mailbox, B after two days, and neither twice', async () => {
    await confirmNewsletter('rita@visitor.test', 'Rita');
    await tick(1);
    expect(received('rita@visitor.test')).toEqual(['Welcome aboard']);
    const a = smtp.messages.find((m) => to(m) === 'rita@visitor.test');
    expect(a?.from?.text).toBe(`"ada admin" <${ADMIN_ADDRESS}>`);
    expect(a?.text).toContain('Hi Rita, Welcome aboard');
    expect(a?.text).toMatch(/Unsubscribe: http:\/\/127\.0\.0\.1:\d+\/t\/u\/u\d+\./);

    // Running again, and just before the two days are up, sends nothing more.
    await tick(1);
    t.clock.advance(2 * DAY_MS - 60_000);
    await tick(1);
    expect(received('rita@visitor.test')).toEqual(['Welcome aboard']);

    t.clock.advance(60_000);
    await tick(2);
    await tick(2);
    expect(received('rita@visitor.test')).toEqual(['Welcome aboard', 'Your first lesson']);
    const [run] = (await runsOf(t, sequenceId)).filter((r) => r.email === 'rita@visitor.test');
    expect(run?.status).toBe('completed');
    expect((await stepsOf(t, run?.id ?? 0)).map((s) => s.step)).toEqual([0, 1, 2]);

    const runs = await call(t, admin, 'GET', `/api/v1/automations/${sequenceId}/runs`);
    const shown = (runs.json().data.items as { email: string; status: string; history: object[] }[]).find(
      (r) => r.email === 'rita@visitor.test',
    );
    expect(shown).toMatchObject({
      status: 'completed',
      history: [
        { step: 1, kind: 'email', outcome: 'Email "Welcome aboard" queued', messageStatus: 'sent' },
        { step: 2, kind: 'wait' },
        { step: 3, kind: 'email', outcome: 'Email "Your first lesson" queued', messageStatus: 'sent' },
      ],
    });
  });

  it('sends no B after an unsubscribe from A, and the run shows why the person left', async () => {
    const before = smtp.messages.length;
    await confirmNewsletter('ulla@visitor.test', 'Ulla');
    await tick(before + 1);
    const a = smtp.messages.find((m) => to(m) === 'ulla@visitor.test');
    const link = /\/t\/u\/(u\d+\.[\w-]{22})/.exec(a?.text ?? '')?.[1];
    const unsubscribed = await t.app.inject({ method: 'POST', url: `/t/u/${link}` });
    expect(unsubscribed.statusCode).toBeLessThan(400);
    await t.settleEvents();
    const [run] = (await runsOf(t, sequenceId)).filter((r) => r.email === 'ulla@visitor.test');
    expect(run).toMatchObject({ status: 'exited', exitReason: 'Unsubscribed', step: 2 });

    t.clock.advance(3 * DAY_MS);
    await t.runner().runDue();
    await t.worker().deliverDue();
    expect(received('ulla@visitor.test')).toEqual(['Welcome aboard']);
  });

  it('leaves at the next step when the address is suppressed before the event reaches it', async () => {
    const before = smtp.messages.length;
    await confirmNewsletter('sam@visitor.test', 'Sam');
    await tick(before + 1);
    // An unsubscribe whose event nobody has delivered yet: the step itself checks the suppression list.
    await t.services.contacts.suppress(t.database.db.orm, 'sam@visitor.test', 'bounced', 'test');
    t.clock.advance(2 * DAY_MS);
    await t.runner().runDue();
    await t.worker().deliverDue();
    expect(received('sam@visitor.test')).toEqual(['Welcome aboard']);
    const [run] = (await runsOf(t, sequenceId)).filter((r) => r.email === 'sam@visitor.test');
    expect(run).toMatchObject({ status: 'exited', exitReason: 'Email bounced' });
    await t.settleEvents();
  });
});

describe('leaving every sequence at once', () => {
  it('a hard bounce ends the person’s runs in every sequence, also one that has sent nothing yet', async () => {
    await pauseAll();
    const mailing = await activeSequence(t, admin, {
      name: 'Bounce: mails at once',
      trigger: { type: 'newsletter.confirmed' },
      steps: [welcome('Right away'), { kind: 'wait', amount: 1, unit: 'days' }, welcome('A day later')],
    });
    const waiting = await activeSequence(t, admin, {
      name: 'Bounce: waits first',
      trigger: { type: 'newsletter.confirmed' },
      steps: [{ kind: 'wait', amount: 1, unit: 'days' }, welcome('After a day')],
    });
    const before = smtp.messages.length;
    await confirmNewsletter('bounce-bo@visitor.test', 'Bo');
    await t.settleEvents();
    await t.runner().runDue();
    const outcome = await t.worker().deliverDue();
    expect(outcome).toMatchObject({ sent: 0, failed: 1 });
    await t.settleEvents();

    for (const sequenceId of [mailing, waiting]) {
      const [run] = (await runsOf(t, sequenceId)).filter((r) => r.email === 'bounce-bo@visitor.test');
      expect(run).toMatchObject({ status: 'exited', exitReason: 'Email bounced' });
    }
    t.clock.advance(2 * DAY_MS);
    await t.runner().runDue();
    await t.worker().deliverDue();
    expect(smtp.messages.length).toBe(before);
  });

  it('an unsubscribe from the newsletter ends the runs its confirmation started', async () => {
    await pauseAll();
    const sequenceId = await activeSequence(t, admin, {
      name: 'Newsletter drip',
      trigger: { type: 'newsletter.confirmed' },
      steps: [{ kind: 'wait', amount: 1, unit: 'days' }, welcome('Lesson one')],
    });
    await confirmNewsletter('leaver@visitor.test', 'Lee');
    await t.settleEvents();
    await t.runner().runDue();
    const [subscriber] = await t.database.db.orm
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaver@visitor.test'));
    const token = t.services.newsletter.subscriptions.preferencesToken(subscriber?.id ?? 0);
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/preferences/${token}`,
      payload: { subscribed: false },
    });
    expect(left.json().data.outcome).toBe('unsubscribed');
    await t.settleEvents();
    const [run] = (await runsOf(t, sequenceId)).filter((r) => r.email === 'leaver@visitor.test');
    expect(run).toMatchObject({ status: 'exited', exitReason: NEWSLETTER_EXIT, step: 1 });
    t.clock.advance(2 * DAY_MS);
    await t.runner().runDue();
    await t.worker().deliverDue();
    expect(received('leaver@visitor.test')).toEqual([]);
  });
});

describe('erasure on request', () => {
  it('ends the runs the subscription started and leaves the address in no delivery record', async () => {
    await pauseAll();
    const email = 'erase-me@visitor.test';
    const sequenceId = await activeSequence(t, admin, {
      name: 'Erasure drip',
      trigger: { type: 'newsletter.confirmed' },
      steps: [welcome('Before erasure'), { kind: 'wait', amount: 1, unit: 'days' }, welcome('After erasure')],
    });
    const before = smtp.messages.length;
    await confirmNewsletter(email, 'Eri');
    await tick(before + 1);
    expect(received(email)).toEqual(['Before erasure']);

    // A newsletter issue goes out to the subscriber too.
    expect((await call(t, admin, 'PUT', '/api/v1/admin/newsletter/sender', { userId: admin.userId })).statusCode).toBe(
      200,
    );
    const issue = await call(t, admin, 'POST', '/api/v1/admin/newsletter/issues', {
      subject: 'Weekly outlook',
      html: '<p>Rates and risk this week.</p>',
    });
    const issueId = (issue.json().data as { id: number }).id;
    expect((await call(t, admin, 'POST', `/api/v1/admin/newsletter/issues/${issueId}/send`, {})).statusCode).toBe(200);
    await t.worker().deliverDue();
    /** The delivery records to `address`, with the kind of mail each was. */
    const sentTo = async (address: string) =>
      t.database.db.orm
        .select({ kind: campaigns.kind, firstName: campaignMessages.firstName, lastName: campaignMessages.lastName })
        .from(campaignMessages)
        .innerJoin(campaigns, eq(campaigns.id, campaignMessages.campaignId))
        .where(eq(campaignMessages.email, address));
    expect((await sentTo(email)).map((m) => m.kind).sort()).toEqual(['automation', 'newsletter']);

    const [subscriber] = await t.database.db.orm
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const erased = await call(t, admin, 'DELETE', `/api/v1/admin/newsletter/subscribers/${subscriber?.id ?? 0}`);
    expect(erased.statusCode).toBe(200);
    await t.settleEvents();

    const replacement = erasedAddress(erasureHash(email));
    expect(await sentTo(email)).toEqual([]);
    const kept = await sentTo(replacement);
    expect(kept.map((m) => m.kind).sort()).toEqual(['automation', 'newsletter']);
    expect(kept.every((m) => m.firstName === '' && m.lastName === '')).toBe(true);
    const runs = await runsOf(t, sequenceId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'exited', exitReason: ERASED_EXIT, email: replacement, firstName: '' });

    t.clock.advance(2 * DAY_MS);
    await t.runner().runDue();
    await t.worker().deliverDue();
    expect(received(email)).toEqual(['Before erasure', 'Weekly outlook']);
    expect(received(replacement)).toEqual([]);
  });
});

describe('every kind of step, on a tag trigger', () => {
  it('tags, waits until Monday 09:00 UTC, branches on a click, removes a tag and stops', async () => {
    await pauseAll();
    const tag = 'webinar-lead';
    const sequenceId = await activeSequence(t, admin, {
      name: 'Every step',
      trigger: { type: 'contact.tag_added', tag },
      steps: [
        {
          kind: 'email',
          subject: 'The replay',
          html: '<p>Watch <a href="https://meridian.example/replay">the replay</a>.</p>',
        },
        { kind: 'addTag', tag: 'nurtured' },
        { kind: 'waitUntil', weekday: 1, time: '09:00' },
        { kind: 'branch', condition: 'clicked', elseStep: 8 },
        welcome('You watched it'),
        { kind: 'stop' },
        welcome('Never sent: after the stop'),
        { kind: 'removeTag', tag: 'nurtured' },
      ],
    });
    const people = ['clicker@leads.test', 'skipper@leads.test'];
    for (const email of people) {
      const made = await call(t, admin, 'POST', '/api/v1/contacts', { email, firstName: 'Lee', tags: [tag] });
      expect(made.statusCode, made.body).toBe(201);
    }
    const before = smtp.messages.length;
    await tick(before + 2);
    const runs = async () => (await runsOf(t, sequenceId)).filter((r) => people.includes(r.email));
    const waiting = await runs();
    expect(waiting.map((r) => r.step)).toEqual([3, 3]);
    const due = waiting[0]!.dueAt;
    expect([due.getUTCDay(), due.getUTCHours(), due.getUTCMinutes()]).toEqual([1, 9, 0]);
    expect(due.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(7 * DAY_MS);
    const tagsOf = async (email: string) =>
      (await t.database.db.orm.select().from(contacts).where(eq(contacts.email, email)))[0]?.tags;
    expect(await tagsOf('skipper@leads.test')).toEqual([tag, 'nurtured']);

    // One person clicks the link of the first email; nothing moves before Monday 09:00.
    const replay = smtp.messages.find((m) => to(m) === 'clicker@leads.test');
    const click = /"(http[^"]*\/t\/c\/[^"]+)"/.exec(String(replay?.html))?.[1] ?? '';
    const clicked = await t.app.inject({ method: 'GET', url: new URL(click.replace(/&amp;/g, '&')).pathname });
    expect(clicked.headers.location).toBe('https://meridian.example/replay');
    t.clock.advance(due.getTime() - t.clock.now().getTime() - 60_000);
    await t.runner().runDue();
    expect((await runs()).map((r) => r.step)).toEqual([3, 3]);

    t.clock.advance(60_000);
    await tick(before + 3);
    expect(received('clicker@leads.test')).toEqual(['The replay', 'You watched it']);
    expect(received('skipper@leads.test')).toEqual(['The replay']);
    const finished = await runs();
    const clicker = finished.find((r) => r.email === 'clicker@leads.test');
    const skipper = finished.find((r) => r.email === 'skipper@leads.test');
    expect(clicker).toMatchObject({ status: 'completed' });
    expect(skipper).toMatchObject({ status: 'completed' });
    expect((await stepsOf(t, clicker!.id)).map((r) => r.outcome)).toEqual([
      'Email "The replay" queued',
      'Tag "nurtured" added',
      expect.stringMatching(/^Waiting until /),
      'Has clicked a link in the previous email: continues',
      'Email "You watched it" queued',
      'Stopped',
    ]);
    expect((await stepsOf(t, skipper!.id)).map((r) => r.outcome).slice(3)).toEqual([
      'Has not clicked a link in the previous email: skips to step 8',
      'Tag "nurtured" removed',
    ]);
    expect(await tagsOf('skipper@leads.test')).toEqual([tag]);
    expect(await tagsOf('clicker@leads.test')).toEqual([tag, 'nurtured']);
  });
});

describe('many contacts at once', () => {
  it('starts a run for each contact of a bulk tag from one event, not one event per contact', async () => {
    await pauseAll();
    const tag = 'bulk-lead';
    const sequenceId = await activeSequence(t, admin, {
      name: 'Bulk leads',
      trigger: { type: 'contact.tag_added', tag },
      steps: [{ kind: 'wait', amount: 3, unit: 'days' }, welcome('Three days later')],
    });
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const made = await call(t, admin, 'POST', '/api/v1/contacts', { email: `bulk${i}@leads.test` });
      expect(made.statusCode, made.body).toBe(201);
      ids.push(made.json().data.id as number);
    }
    const tagged = await call(t, admin, 'POST', '/api/v1/contacts/bulk', {
      contactIds: ids,
      change: { action: 'add-tag', tag },
    });
    expect(tagged.json().data).toEqual({ affected: 12 });
    await t.settleEvents();

    const published = await t.database.db.orm
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'contact.tag_added'));
    const forTag = published.filter((e) => (e.payload as { tag: string }).tag === tag);
    expect(forTag).toHaveLength(1);
    expect((forTag[0]!.payload as { contactIds: number[] }).contactIds.sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    const runs = await runsOf(t, sequenceId);
    expect(runs.map((r) => r.email).sort()).toEqual(ids.map((_, i) => `bulk${i}@leads.test`).sort());
    // Each run then waits its three days at the first step.
    await t.runner().runDue();
    const waiting = await runsOf(t, sequenceId);
    expect(new Set(waiting.map((r) => `${r.status} at step ${r.step}`))).toEqual(new Set(['active at step 1']));
  });
});

describe('a worker that dies in the middle of a step', () => {
  it('loses no step and repeats none', async () => {
    await pauseAll();
    const sequenceId = await activeSequence(t, admin, {
      name: 'Crash test',
      trigger: { type: 'newsletter.confirmed' },
      steps: [
        welcome('Crash-proof welcome'),
        { kind: 'wait', amount: 1, unit: 'hours' },
        welcome('Crash-proof follow-up'),
      ],
    });
    await confirmNewsletter('crash@visitor.test', 'Cora');
    await t.settleEvents();
    const [run] = (await runsOf(t, sequenceId)).filter((r) => r.email === 'crash@visitor.test');
    const messages = () =>
      t.database.db.orm.select().from(campaignMessages).where(eq(campaignMessages.email, 'crash@visitor.test'));

    // Stopped between claim and commit: the email was queued and recorded inside the step's
    // transaction, then the worker died; all of it rolled back.
    let deaths = 0;
    const dying = t.runner({
      beforeCommit: async (r) => {
        if (r.id === run?.id) {
          deaths += 1;
          throw new Error('worker killed');
        }
      },
    });
    await dying.runDue();
    expect(deaths).toBe(1);
    expect(await messages()).toHaveLength(0);
    expect(await stepsOf(t, run?.id ?? 0)).toHaveLength(0);

    // Two workers pick it up at once: the step runs once.
    await Promise.all([t.runner().runDue(), t.runner().runDue()]);
    expect(await messages()).toHaveLength(1);
    expect((await stepsOf(t, run?.id ?? 0)).map((s) => s.step)).toEqual([0, 1]);
    await t.worker().deliverDue();

    t.clock.advance(3_600_000);
    await Promise.all([t.runner().runDue(), t.runner().runDue(), t.runner().runDue()]);
    await t.worker().deliverDue();
    await t.worker().deliverDue();
    expect((await messages()).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(received('crash@visitor.test')).toEqual(['Crash-proof welcome', 'Crash-proof follow-up']);
  });
});

describe('editing an active sequence', () => {
  it('keeps runs in flight on the version they started on; new runs take the new one', async () => {
    await pauseAll();
    const first = {
      name: 'Versioned',
      trigger: { type: 'newsletter.confirmed' as const },
      steps: [welcome('V1 hello'), { kind: 'wait' as const, amount: 1, unit: 'days' as const }, welcome('V1 goodbye')],
    };
    const id = await activeSequence(t, admin, first);
    const before = smtp.messages.length;
    await confirmNewsletter('early@visitor.test', 'Eli');
    await tick(before + 1);

    const saved = await call(t, admin, 'PUT', `/api/v1/automations/${id}`, {
      ...first,
      steps: [welcome('V2 hello'), { kind: 'wait', amount: 1, unit: 'days' }, welcome('V2 goodbye')],
    });
    expect(saved.json().data).toMatchObject({ version: 2, status: 'active' });
    await confirmNewsletter('late@visitor.test', 'Lea');
    await tick(before + 2);
    t.clock.advance(DAY_MS);
    await tick(before + 4);
    expect(received('early@visitor.test')).toEqual(['V1 hello', 'V1 goodbye']);
    expect(received('late@visitor.test')).toEqual(['V2 hello', 'V2 goodbye']);
  });
});

describe('rules', () => {
  it('refuses newsletter and RSVP triggers to staff, and another staff member’s sequence is not found', async () => {
    const sales = { ...(await addSender(t, 'sal.es@mailbox.example', 'Sales', null)), email: 'sal.es@mailbox.example' };
    const refused = await call(t, sales, 'POST', '/api/v1/automations', {
      name: 'Not mine to start',
      trigger: { type: 'rsvp.paid' },
      steps: [welcome('Hello')],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(AUTOMATION_MESSAGES.adminOnlyTrigger);

    const made = await call(t, sales, 'POST', '/api/v1/automations', {
      name: 'Tagged VIPs',
      trigger: { type: 'contact.tag_added', tag: 'vip' },
      steps: [welcome('Hello VIP')],
    });
    expect(made.statusCode).toBe(200);
    const activate = await call(t, sales, 'POST', `/api/v1/automations/${made.json().data.id}/activate`);
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toBe(AUTOMATION_MESSAGES.noCredentials);

    const other = {
      ...(await addSender(t, 'oth.er@mailbox.example', 'EmailMarketing', null)),
      email: 'oth.er@mailbox.example',
    };
    const hidden = await call(t, other, 'GET', `/api/v1/automations/${made.json().data.id}`);
    expect(hidden.statusCode).toBe(404);
    expect((await call(t, other, 'GET', '/api/v1/automations')).json().data.items).toEqual([]);
    const all = (await call(t, admin, 'GET', '/api/v1/automations')).json().data.items as { name: string }[];
    expect(all.map((s) => s.name)).toContain('Tagged VIPs');
  });

  it('refuses a branch that jumps backwards, naming the step', async () => {
    const answer = await call(t, admin, 'POST', '/api/v1/automations', {
      name: 'Loop',
      trigger: { type: 'newsletter.confirmed' },
      steps: [welcome('One'), { kind: 'branch', condition: 'opened', elseStep: 1 }],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(AUTOMATION_MESSAGES.elseStepForward);
  });
});
