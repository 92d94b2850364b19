import { AUTOMATION_MESSAGES } from '@meridian/contracts/automation';
import {
  SEGMENT_MESSAGES as M,
  type SegmentPreviewResult,
  type SegmentRuleInput,
} from '@meridian/contracts/contacts-segments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSender, senderAccounts, type Sender } from '../../../test/campaign-harness';
import {
  activeSequence,
  call,
  createAutomationTestApp,
  runsOf,
  type AutomationTestApp,
} from '../../../test/automation-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { campaignMessages } from '../campaigns/campaigns.tables';
import { eventsRepository } from '../campaigns/events.repository';

/**
 * Segments (docs/product.md, Segments) evaluated in SQL against rows made by hand on the real
 * database: contact fields, tags, lists, opens and clicks in a window, never opened, registrations,
 * payments and attendance per session or any, registration answers, the newsletter and the
 * affiliate source; all vs any; a campaign's audience evaluated when it sends; a sequence's filter;
 * and who may see and use whose segment.
 */
type Staff = Sender & { email: string };
let t: AutomationTestApp;
let smtp: SmtpHarness;
let ana: Staff;
let ben: Staff;
let admin: Staff;
const ids: Record<string, number> = {};
let tuesday = 0;
let friday = 0;
let campaignId = 0;
let vipList = 0;

const DAY = 86_400_000;
const sql = (text: string, params: unknown[] = []) => t.database.db.executeSql(text, params);
const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY).toISOString();

async function staff(email: string, role: 'EmailMarketing' | 'Sales' | 'Admin'): Promise<Staff> {
  return { ...(await addSender(t, email, role, { smtp })), email };
}

async function preview(sender: Staff, rules: SegmentRuleInput[], match: 'all' | 'any' = 'all', segmentId?: number) {
  const res = await call(t, sender, 'POST', '/api/v1/segments/preview', { match, rules, segmentId });
  return { status: res.statusCode, body: res.json() as { data: SegmentPreviewResult; message?: string } };
}

/** The local parts of the matching contacts' addresses, sorted. */
async function who(rules: SegmentRuleInput[], match: 'all' | 'any' = 'all'): Promise<string[]> {
  const res = await preview(ana, rules, match);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const names = res.body.data.contacts.map((c) => c.email.split('@')[0] ?? '').sort();
  expect(res.body.data.count).toBe(names.length);
  return names;
}

async function contact(name: string, extra: { tags?: string[]; listIds?: number[] } = {}) {
  const made = await t.services.contacts.contacts.create(ana.actor, { email: `${name}@people.test`, ...extra });
  ids[name] = made.id;
  return made.id;
}

async function session(title: string): Promise<number> {
  const { rows } = await sql(
    `insert into webinar_sessions (title, starts_at, timezone, duration_minutes, capacity, price_cents, join_url)
     values ($1, $2, 'UTC', 60, 50, 1000, 'https://meet.example/x') returning id`,
    [title, ago(-3)],
  );
  return Number(rows[0]?.id);
}

/** A registration by hand: its status, when it was made and paid, and whether it was attended. */
async function registration(
  email: string,
  sessionId: number,
  seat: { status: string; madeDaysAgo: number; paidDaysAgo?: number; attendedDaysAgo?: number; affiliate?: number },
): Promise<number> {
  const { rows } = await sql(
    `insert into registrations (session_id, first_name, last_name, email, phone, amount_cents, currency,
       hold_expires_at, status, created_at, paid_at, affiliate_id)
     values ($1, 'A', 'B', $2, '', 1000, 'usd', $3, $4, $3, $5, $6) returning id`,
    [
      sessionId,
      email,
      ago(seat.madeDaysAgo),
      seat.status,
      seat.paidDaysAgo === undefined ? null : ago(seat.paidDaysAgo),
      seat.affiliate ?? null,
    ],
  );
  const id = Number(rows[0]?.id);
  if (seat.attendedDaysAgo !== undefined) {
    await sql('insert into rsvp_attendance (registration_id, attended_at, join_count) values ($1, $2, 1)', [
      id,
      ago(seat.attendedDaysAgo),
    ]);
  }
  return id;
}

/** A message of the campaign to the contact, and what they did with it. */
async function engaged(name: string, events: { kind: 'open' | 'click'; daysAgo: number }[], campaign = campaignId) {
  const { rows } = await sql(
    `insert into campaign_messages (campaign_id, owner_id, contact_id, email, status)
     values ($1, $2, $3, $4, 'sent') returning id`,
    [campaign, ana.userId, ids[name], `${name}@people.test`],
  );
  for (const event of events) {
    await eventsRepository.insert(t.database.db.orm, {
      campaignId: campaign,
      messageId: Number(rows[0]?.id),
      kind: event.kind,
      at: new Date(ago(event.daysAgo)),
    });
  }
}

async function subscriber(email: string, status: string, affiliate: number | null = null) {
  await sql(
    `insert into newsletter_subscribers (email, status, source, consent_at, consent_source, consent_wording,
       referring_affiliate_id) values ($1, $2, '/', now(), 'form', 'Yes', $3)`,
    [email, status, affiliate],
  );
}

beforeAll(async () => {
  t = await createAutomationTestApp();
  smtp = await startSmtpServer({
    accounts: senderAccounts('ana@segments.test', 'ben@segments.test', 'root@segments.test'),
  });
  ana = await staff('ana@segments.test', 'EmailMarketing');
  ben = await staff('ben@segments.test', 'Sales');
  admin = await staff('root@segments.test', 'Admin');
  vipList = (await t.services.contacts.lists.create(ana.actor, { name: 'VIP' })).id;
  await contact('amy', { tags: ['vip'], listIds: [vipList] });
  await contact('bob', { tags: ['vip'] });
  await contact('cat');
  await contact('dan');
  await contact('eve');
  // Ben's own contact with Amy's address: never in Ana's segments.
  await t.services.contacts.contacts.create(ben.actor, { email: 'amy@people.test', tags: ['vip'] });

  campaignId = (
    await t.campaigns.campaigns.create(ana.actor, 'Ana', {
      subject: 'Hello',
      preheader: '',
      html: '<p>Hi</p>',
      audience: { listIds: [], tags: ['vip'], segmentId: null },
    })
  ).id;
  await engaged('amy', [{ kind: 'open', daysAgo: 2 }]);
  await engaged('bob', [
    { kind: 'open', daysAgo: 40 },
    { kind: 'click', daysAgo: 40 },
  ]);
  await engaged('cat', []);

  tuesday = await session('Tuesday');
  friday = await session('Friday');
  await registration('Amy@People.test', tuesday, { status: 'paid', madeDaysAgo: 5, paidDaysAgo: 5 });
  const cats = await registration('cat@people.test', tuesday, { status: 'expired', madeDaysAgo: 4 });
  await sql(
    `insert into registration_answers (registration_id, question_id, question, answer, position)
     values ($1, 'q1', 'Trading  experience?', 'Beginner, Options', 0)`,
    [cats],
  );
  await registration('dan@people.test', friday, {
    status: 'paid',
    madeDaysAgo: 100,
    paidDaysAgo: 100,
    attendedDaysAgo: 99,
  });
  await registration('bob@people.test', friday, { status: 'refunded', madeDaysAgo: 10, paidDaysAgo: 10 });
  await subscriber('amy@people.test', 'confirmed');
  await subscriber('bob@people.test', 'unsubscribed');
  await subscriber('eve@people.test', 'pending', admin.userId);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('segment rules', () => {
  it('reads webinar status per session or any, in a window: registered, paid (not refunded), attended', async () => {
    const tue = { sessionId: tuesday };
    // The "registered for Tuesday's session but did not pay".
    expect(
      await who([
        { kind: 'webinar', op: 'registered', ...tue },
        { kind: 'webinar', op: 'notPaid', ...tue },
      ]),
    ).toEqual(['cat']);
    expect(await who([{ kind: 'webinar', op: 'paid', days: 90 }])).toEqual(['amy']);
    expect(await who([{ kind: 'webinar', op: 'paid' }])).toEqual(['amy', 'dan']);
    expect(await who([{ kind: 'webinar', op: 'attended' }])).toEqual(['dan']);
    expect(await who([{ kind: 'webinar', op: 'attended', days: 30 }])).toEqual([]);
    expect(await who([{ kind: 'webinar', op: 'notRegistered' }])).toEqual(['eve']);
  });

  it('reads opens and clicks of one campaign or any, in the last N days, and never opened', async () => {
    expect(await who([{ kind: 'engagement', op: 'opened', days: 30 }])).toEqual(['amy']);
    expect(await who([{ kind: 'engagement', op: 'opened', campaignId }])).toEqual(['amy', 'bob']);
    expect(await who([{ kind: 'engagement', op: 'clicked' }])).toEqual(['bob']);
    expect(await who([{ kind: 'engagement', op: 'clicked', days: 30 }])).toEqual([]);
    expect(await who([{ kind: 'engagement', op: 'notOpened' }])).toEqual(['cat', 'dan', 'eve']);
    // "Paid for a seat in the last 90 days and never opened": nobody here; Dan paid too long ago.
    expect(
      await who([
        { kind: 'webinar', op: 'paid', days: 90 },
        { kind: 'engagement', op: 'notOpened' },
      ]),
    ).toEqual([]);
  });

  it('combines with all or any', async () => {
    const rules: SegmentRuleInput[] = [
      { kind: 'tag', op: 'has', tag: 'VIP' },
      { kind: 'newsletter', op: 'is', status: 'confirmed' },
    ];
    expect(await who(rules, 'all')).toEqual(['amy']);
    expect(await who(rules, 'any')).toEqual(['amy', 'bob']);
    expect(
      await who([
        { kind: 'list', op: 'notIn', listId: vipList },
        { kind: 'tag', op: 'hasNot', tag: 'vip' },
      ]),
    ).toEqual(['cat', 'dan', 'eve']);
    // Negations read the same under all (NOT EXISTS, an anti-join) and any (NOT IN, one hashed set).
    const negations: SegmentRuleInput[] = [
      { kind: 'engagement', op: 'notOpened' },
      { kind: 'webinar', op: 'notPaid' },
    ];
    expect(await who(negations, 'all')).toEqual(['cat', 'eve']);
    expect(await who(negations, 'any')).toEqual(['bob', 'cat', 'dan', 'eve']);
  });

  it('reads contact fields, registration answers, the newsletter and the affiliate source', async () => {
    expect(await who([{ kind: 'contactField', field: 'email', op: 'startsWith', value: 'Da' }])).toEqual(['dan']);
    expect(await who([{ kind: 'contactField', field: 'email', op: 'contains', value: '%' }])).toEqual([]);
    expect(await who([{ kind: 'answer', op: 'is', question: 'trading experience?', answer: ' options ' }])).toEqual([
      'cat',
    ]);
    expect(await who([{ kind: 'newsletter', op: 'is', status: 'subscribed' }])).toEqual(['amy', 'eve']);
    expect(await who([{ kind: 'newsletter', op: 'is', status: 'unsubscribed' }])).toEqual(['bob']);
    expect(await who([{ kind: 'source', op: 'is', source: 'affiliate' }])).toEqual(['eve']);
    expect(await who([{ kind: 'contactAdded', op: 'withinDays', days: 1 }])).toHaveLength(5);
  });

  it('matches an answer however it was spaced or cased, each value as the rule normalised it', async () => {
    const dans = Number(
      (await sql(`select id from registrations where email = 'dan@people.test'`)).rows[0]?.id as number,
    );
    const answers = [
      '  FUTURES \t,  Crypto',
      'a,\tb',
      'a , ,  b,, c',
      ' , ',
      '',
      'x\u0001y, \u0002z',
      'One\n\nTwo, THREE  ',
    ];
    for (const [i, answer] of answers.entries()) {
      await sql(
        `insert into registration_answers (registration_id, question_id, question, answer, position)
         values ($1, $2, $3, $4, $5)`,
        [dans, `m${i}`, i === 0 ? ' Which\tMARKETS? ' : `Probe ${i}`, answer, i],
      );
    }
    try {
      expect(await who([{ kind: 'answer', op: 'is', question: 'which markets?', answer: 'futures' }])).toEqual(['dan']);
      expect(await who([{ kind: 'answer', op: 'is', question: 'which markets?', answer: ' crypto' }])).toEqual(['dan']);
      expect(await who([{ kind: 'answer', op: 'is', question: 'Probe 5', answer: 'x' }])).toEqual([]);
      expect(await who([{ kind: 'answer', op: 'is', question: 'Probe 5', answer: 'y' }])).toEqual([]);
      // The stored values are what normalising each of the answer's values at query time gave.
      const { rows } = await sql(
        `select answer_keys = array(
           select replace(lower(btrim(regexp_replace(v, '\\s+', ' ', 'g'))), chr(1), chr(2))
           from unnest(string_to_array(answer, ', ')) with ordinality as u(v, n) order by n)::text[] as same
         from registration_answers where registration_id = $1 order by position`,
        [dans],
      );
      expect(rows.map((row) => row.same)).toEqual(answers.map(() => true));
    } finally {
      await sql(`delete from registration_answers where registration_id = $1`, [dans]);
    }
  });

  it('refuses bad rules with the message under the rule’s field', async () => {
    const none = await preview(ana, []);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(M.rulesRequired);
    const days = await preview(ana, [{ kind: 'engagement', op: 'opened', days: 0 }]);
    expect([days.status, days.body.message]).toEqual([422, M.days]);
    const bensList = (await t.services.contacts.lists.create(ben.actor, { name: 'Ben VIP' })).id;
    const res = await call(t, ana, 'POST', '/api/v1/segments', {
      name: 'Theirs',
      rules: [{ kind: 'list', op: 'in', listId: bensList }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: M.unknownList,
      errors: [{ path: 'rules.0.listId', message: M.unknownList }],
    });
  });
});

describe('segments in use', () => {
  let vip = 0;

  it('is a campaign’s audience, evaluated when it sends: a contact added after the campaign was made is mailed', async () => {
    const made = await call(t, ana, 'POST', '/api/v1/segments', {
      name: 'VIPs',
      rules: [{ kind: 'tag', op: 'has', tag: 'vip' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    vip = made.json().data.id;
    const draft = await call(t, ana, 'POST', '/api/v1/campaigns', {
      subject: 'For VIPs',
      html: '<p>Hi</p>',
      audience: { listIds: [], tags: [], segmentId: vip },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({
      audience: { segmentId: vip },
      audienceSegment: { id: vip, name: 'VIPs' },
    });
    await contact('fay', { tags: ['vip'] });
    const sent = await call(t, ana, 'POST', `/api/v1/campaigns/${draft.json().data.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await t.database.db.orm
      .select({ email: campaignMessages.email })
      .from(campaignMessages)
      .where(eq(campaignMessages.campaignId, draft.json().data.id));
    expect(rows.map((row) => row.email).sort()).toEqual(['amy@people.test', 'bob@people.test', 'fay@people.test']);
  });

  it('filters a sequence: only people in the segment start it', async () => {
    const confirmed = await call(t, ana, 'POST', '/api/v1/segments', {
      name: 'Newsletter readers',
      rules: [{ kind: 'newsletter', op: 'is', status: 'confirmed' }],
    });
    const sequence = await activeSequence(t, ana, {
      name: 'Leads who read',
      trigger: { type: 'contact.tag_added', tag: 'lead' },
      segmentId: confirmed.json().data.id,
      steps: [{ kind: 'addTag', tag: 'welcomed' }],
    });
    await call(t, ana, 'POST', '/api/v1/contacts/bulk', {
      contactIds: [ids.amy, ids.bob, ids.cat],
      change: { action: 'add-tag', tag: 'lead' },
    });
    await t.settleEvents();
    const runs = await runsOf(t, sequence);
    expect(runs.map((run) => run.email)).toEqual(['amy@people.test']);

    const gone = await call(t, ana, 'DELETE', `/api/v1/segments/${confirmed.json().data.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([409, M.inUseAutomation]);
  });

  it('is refused for deletion while a scheduled campaign uses it, and deleted once it does not', async () => {
    const draft = await call(t, ana, 'POST', '/api/v1/campaigns', {
      subject: 'Later',
      html: '<p>Hi</p>',
      audience: { listIds: [], tags: [], segmentId: vip },
    });
    const id = draft.json().data.id;
    const sendAt = new Date(t.clock.now().getTime() + DAY).toISOString();
    expect((await call(t, ana, 'POST', `/api/v1/campaigns/${id}/send`, { sendAt })).statusCode).toBe(200);
    const refused = await call(t, ana, 'DELETE', `/api/v1/segments/${vip}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.inUseCampaign]);
    expect((await call(t, ana, 'POST', `/api/v1/campaigns/${id}/cancel`)).statusCode).toBe(200);
    expect((await call(t, ana, 'DELETE', `/api/v1/segments/${vip}`)).statusCode).toBe(200);
    expect((await call(t, ana, 'GET', `/api/v1/segments/${vip}`)).statusCode).toBe(404);
  });

  it('is its owner’s: another sender neither sees nor uses it; an admin sees it and previews it for the owner', async () => {
    const made = await call(t, ana, 'POST', '/api/v1/segments', {
      name: 'Mine',
      match: 'any',
      rules: [{ kind: 'tag', op: 'has', tag: 'vip' }],
    });
    const id = made.json().data.id as number;
    expect((await call(t, ben, 'GET', `/api/v1/segments/${id}`)).statusCode).toBe(404);
    expect((await call(t, ben, 'GET', '/api/v1/segments')).json().data).toEqual([]);
    expect((await preview(ben, [{ kind: 'tag', op: 'has', tag: 'vip' }], 'all', id)).status).toBe(404);
    const theirs = await call(t, ben, 'POST', '/api/v1/campaigns', {
      subject: 'Borrowed',
      html: '<p>Hi</p>',
      audience: { listIds: [], tags: [], segmentId: id },
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual([{ path: 'audience.segmentId', message: M.unknownSegment }]);
    const sequence = await call(t, ben, 'POST', '/api/v1/automations', {
      name: 'Borrowed',
      trigger: { type: 'contact.tag_added', tag: 'x' },
      segmentId: id,
      steps: [{ kind: 'addTag', tag: 'y' }],
    });
    expect(sequence.json().errors).toEqual([{ path: 'segmentId', message: M.unknownSegment }]);
    expect(AUTOMATION_MESSAGES.segmentUnknown).not.toBe('');

    expect((await call(t, admin, 'GET', `/api/v1/segments/${id}`)).statusCode).toBe(200);
    const counted = await preview(admin, [{ kind: 'tag', op: 'has', tag: 'vip' }], 'all', id);
    // Ana's VIPs (Amy, Bob, Fay), not Ben's contact with Amy's address nor the admin's none.
    expect(counted.body.data.count).toBe(3);
    expect((await call(t, admin, 'GET', '/api/v1/segments?scope=all')).json().data.length).toBeGreaterThan(0);
    expect((await call(t, ana, 'GET', '/api/v1/segments?scope=all')).statusCode).toBe(403);
  });
});
