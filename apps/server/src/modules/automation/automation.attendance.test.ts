import { AUTOMATION_MESSAGES } from '@meridian/contracts/automation';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../core/events/event-types';
import { inTransaction } from '../../db/transaction';
import { activeSequence, call, runsOf } from '../../../test/automation-harness';
import { addSender, senderAccounts, type Sender } from '../../../test/campaign-harness';
import {
  createRsvpTestApp,
  createSession,
  markAttended,
  mailsTo,
  paidRegistration,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { contacts } from '../contacts/contacts.tables';
import { ATTENDED_EXIT, attendanceSubjectKey } from './attendance-triggers.subscribers';

/**
 * "Attended a session", "Missed a session" and "Watched a replay" (docs/product.md, Automation): each
 * fires once per attendee and session, whether the event is published again or delivered again,
 * for any session or the one chosen, and the person becomes the administrator's contact.
 */
let t: RsvpTestApp;
let smtp: SmtpHarness;
let admin: Sender & { email: string };
const ADMIN_ADDRESS = 'attendance.admin@mailbox.example';
const MINUTE = 60_000;
const email = (subject: string) => [{ kind: 'email' as const, subject, html: `<p>${subject}.</p>` }];

beforeAll(async () => {
  t = await createRsvpTestApp({ env: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
  smtp = await startSmtpServer({ accounts: senderAccounts(ADMIN_ADDRESS) });
  admin = { ...(await addSender(t, ADMIN_ADDRESS, 'Admin', { smtp })), email: ADMIN_ADDRESS };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A paid seat and its personal join link's token (from the confirmation). */
async function seat(sessionId: number, address: string) {
  const { registration } = await paidRegistration(t, sessionId, address);
  const mails = await mailsTo(t, address, 'rsvp.confirmation');
  const token = /\/j\/([0-9a-z]+[A-Za-z0-9_-]{22})\n/.exec(mails[0]?.textBody ?? '')?.[1] ?? '';
  return { id: await registrationId(t, registration.reference), token };
}

type AttendanceEvent = DomainEvent<'rsvp.attended' | 'rsvp.missed' | 'rsvp.replay_watched'>;

/** The event published once more, as a second event (a repeated report of the same attendance). */
async function publishAgain(event: Omit<AttendanceEvent, 'id' | 'occurredAt'>) {
  await inTransaction(t.database.db.orm, (db) => t.services.domainEvents.publish(db, event.type, event.payload));
  await t.settleEvents();
}

/** The same event handed to the trigger subscriber again, as an at-least-once delivery whose record was lost. */
async function deliverAgain(event: Omit<AttendanceEvent, 'id' | 'occurredAt'>) {
  const subscriber = t.services.modules
    .flatMap((module) => module.subscribers ?? [])
    .find((s) => s.name === 'automation.attendance-triggers');
  if (!subscriber) throw new Error('no attendance trigger subscriber');
  const delivered = { ...event, id: randomUUID(), occurredAt: t.clock.now() } as AttendanceEvent;
  const attempt = { id: 'again', retryCount: 0, retryLimit: 0 };
  return inTransaction(t.database.db.orm, (db) =>
    subscriber.handle(db, delivered, { attempt, afterCommit: () => undefined }),
  );
}

const keysOf = async (sequenceId: number) => (await runsOf(t, sequenceId)).map((run) => run.subjectKey).sort();

describe('attendance triggers', () => {
  it('refuse a session that does not exist, and name the chosen session', async () => {
    const refused = await call(t, admin, 'POST', '/api/v1/automations', {
      name: 'Thanks for coming',
      trigger: { type: 'rsvp.attended', sessionId: 999_999 },
      steps: email('Thanks'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(AUTOMATION_MESSAGES.sessionUnknown);
    const session = await createSession(t);
    const made = await call(t, admin, 'POST', '/api/v1/automations', {
      name: 'Thanks for coming',
      trigger: { type: 'rsvp.attended', sessionId: session.id },
      steps: email('Thanks'),
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      trigger: { type: 'rsvp.attended', sessionId: session.id },
      triggerSession: { title: session.title, startsAt: session.startsAt, timezone: session.timezone },
    });
  });

  it('fire once per attendee and session, for any session or the chosen one, however often the event comes', async () => {
    const chosen = await createSession(t, { hoursAhead: 4, durationMinutes: 60 });
    const other = await createSession(t, { hoursAhead: 4, durationMinutes: 60 });
    const anySession = await activeSequence(t, admin, {
      name: 'Attended: any session',
      trigger: { type: 'rsvp.attended', sessionId: null },
      steps: email('Thanks for coming'),
    });
    const oneSession = await activeSequence(t, admin, {
      name: 'Attended: the chosen session',
      trigger: { type: 'rsvp.attended', sessionId: chosen.id },
      steps: email('Your slides'),
    });
    const missed = await activeSequence(t, admin, {
      name: 'Missed',
      trigger: { type: 'rsvp.missed', sessionId: null },
      steps: [{ kind: 'wait', amount: 1, unit: 'days' }, ...email('Sorry we missed you')],
    });
    const replay = await activeSequence(t, admin, {
      name: 'Replay watched',
      trigger: { type: 'rsvp.replay_watched', sessionId: null },
      steps: email('What did you think?'),
    });

    const joiner = await seat(chosen.id, 'joiner@attend-auto.test');
    const byHand = await seat(chosen.id, 'by-hand@attend-auto.test');
    const absent = await seat(chosen.id, 'absent@attend-auto.test');
    const joinerElsewhere = await seat(other.id, 'joiner@attend-auto.test');

    t.clock.advance(Date.parse(chosen.startsAt) - 5 * MINUTE - t.clock.now().getTime());
    for (let i = 0; i < 2; i++) {
      const opened = await t.app.inject({ method: 'GET', url: `/j/${joiner.token}` });
      expect(opened.statusCode).toBe(302);
    }
    await markAttended(t, byHand.id);
    await markAttended(t, joinerElsewhere.id);
    await t.settleEvents();

    const [owner] = await t.database.db.orm
      .select()
      .from(contacts)
      .where(and(eq(contacts.ownerId, admin.userId), eq(contacts.email, 'joiner@attend-auto.test')));
    const [handContact] = await t.database.db.orm
      .select()
      .from(contacts)
      .where(and(eq(contacts.ownerId, admin.userId), eq(contacts.email, 'by-hand@attend-auto.test')));
    if (!owner || !handContact) throw new Error('the attendees were not added to the admin’s contacts');
    const joinerAt = (sessionId: number) => attendanceSubjectKey(sessionId, owner.id);
    // Any session: the joiner once per session (one contact, two sessions); the chosen one: only its seats.
    expect(await keysOf(anySession)).toEqual(
      [joinerAt(chosen.id), joinerAt(other.id), attendanceSubjectKey(chosen.id, handContact.id)].sort(),
    );
    expect(await keysOf(oneSession)).toEqual(
      [joinerAt(chosen.id), attendanceSubjectKey(chosen.id, handContact.id)].sort(),
    );
    expect((await runsOf(t, anySession)).every((run) => run.contactId !== null)).toBe(true);

    // Published again, and delivered again without its record: no second run.
    const attended = {
      type: 'rsvp.attended',
      payload: { registrationId: joiner.id, sessionId: chosen.id, via: 'link' },
    } as const;
    await publishAgain(attended);
    expect(await deliverAgain(attended)).toBe(0);
    expect(await runsOf(t, anySession)).toHaveLength(3);
    expect(await runsOf(t, oneSession)).toHaveLength(2);

    // The doors close: the seat never joined nor marked is missed, once, however often that is told.
    t.clock.advance(Date.parse(chosen.startsAt) + 91 * MINUTE - t.clock.now().getTime());
    await t.services.rsvp.attendance.decideMissed();
    await t.settleEvents();
    const missedEvent = { type: 'rsvp.missed', payload: { registrationId: absent.id, sessionId: chosen.id } } as const;
    await publishAgain(missedEvent);
    expect(await deliverAgain(missedEvent)).toBe(0);
    const [missedRun] = await runsOf(t, missed);
    expect(await runsOf(t, missed)).toHaveLength(1);
    expect(missedRun).toMatchObject({ email: 'absent@attend-auto.test' });

    // A replay watched, told three times: one run.
    const watched = {
      type: 'rsvp.replay_watched',
      payload: { registrationId: absent.id, sessionId: chosen.id },
    } as const;
    await publishAgain(watched);
    await publishAgain(watched);
    expect(await deliverAgain(watched)).toBe(0);
    expect((await runsOf(t, replay)).map((run) => run.email)).toEqual(['absent@attend-auto.test']);

    // Marked attended after the doors closed: "Attended" starts, and the "Missed" run ends.
    await markAttended(t, absent.id);
    await t.settleEvents();
    expect(await runsOf(t, anySession)).toHaveLength(4);
    expect((await runsOf(t, missed))[0]).toMatchObject({ status: 'exited', exitReason: ATTENDED_EXIT });
  });
});
