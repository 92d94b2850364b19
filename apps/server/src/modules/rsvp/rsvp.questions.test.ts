import { QUESTION_MESSAGES, type RegistrationQuestion } from '@meridian/contracts/webinars-questions';
import type { WebinarSession } from '@meridian/contracts/webinars';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSender, SENDER_PASSWORD, senderAccounts, type Sender } from '../../../test/campaign-harness';
import { passwordSignIn } from '../../../test/identity-harness';
import {
  asAdmin,
  createRsvpTestApp,
  createSession,
  register,
  registered,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { automationRuns } from '../automation/automation.tables';

/** A session's registration questions (docs/product.md, Registration questions), on a real database. */
let t: RsvpTestApp;
let smtp: SmtpHarness;
let admin: Sender;
const ADMIN_ADDRESS = 'questions.admin@mailbox.example';

beforeAll(async () => {
  t = await createRsvpTestApp({ env: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
  smtp = await startSmtpServer({ accounts: senderAccounts(ADMIN_ADDRESS) });
  admin = await addSender(t, ADMIN_ADDRESS, 'Admin', { smtp });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const QUESTIONS = [
  {
    kind: 'single',
    label: 'Your experience',
    options: ['Beginner', 'Intermediate', 'Advanced', 'Beginner'],
    required: true,
  },
  { kind: 'multiple', label: 'Markets you trade', options: ['Stocks', 'Options', 'Futures'] },
  { kind: 'yesno', label: 'First webinar with us?', required: true },
  { kind: 'text', label: 'What should we cover?' },
];

async function sessionWithQuestions(): Promise<{ session: WebinarSession; q: RegistrationQuestion[] }> {
  const session = await createSession(t, { questions: QUESTIONS as never });
  return { session, q: session.questions };
}

describe('registration questions', () => {
  it('keeps the questions in order with ids that survive an edit, and refuses a bad one with its message', async () => {
    const { session, q } = await sessionWithQuestions();
    expect(q.map((x) => [x.kind, x.label, x.options, x.required])).toEqual([
      ['single', 'Your experience', ['Beginner', 'Intermediate', 'Advanced'], true],
      ['multiple', 'Markets you trade', ['Stocks', 'Options', 'Futures'], false],
      ['yesno', 'First webinar with us?', [], true],
      ['text', 'What should we cover?', [], false],
    ]);
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as WebinarSession[];
    expect(calendar.find((s) => s.id === session.id)?.questions).toEqual(q);

    // A save that leaves the questions out keeps them; a reorder keeps each question's id.
    const { questions: _left, ...withoutQuestions } = session;
    const renamed = await asAdmin(t, 'PUT', `/api/v1/calendar/${session.id}`, {
      ...withoutQuestions,
      title: 'Renamed',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json().data as WebinarSession).questions).toEqual(q);
    const [first, second] = q as [RegistrationQuestion, RegistrationQuestion];
    const reordered = await asAdmin(t, 'PUT', `/api/v1/calendar/${session.id}`, {
      ...session,
      questions: [second, first],
    });
    expect((reordered.json().data as WebinarSession).questions.map((x) => x.id)).toEqual([second.id, first.id]);

    const bad = await asAdmin(t, 'POST', '/api/v1/calendar', {
      ...session,
      date: session.date,
      questions: [
        { kind: 'single', label: 'Pick', options: ['Only one'] },
        { kind: 'text', label: ' ' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'questions.0.options', message: QUESTION_MESSAGES.options },
        { path: 'questions.1.label', message: QUESTION_MESSAGES.label },
      ]),
    );
  });

  it('checks answers on the server with the modal’s messages, stores them, and the list and CSV show them', async () => {
    const { session, q } = await sessionWithQuestions();
    const [experience, markets, first, cover] = q.map((x) => x.id) as [string, string, string, string];

    const missing = await register(t, session.id, 'missing@visitor.test', { answers: { [markets]: ['Stocks'] } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { path: `answers.${experience}`, message: QUESTION_MESSAGES.required('Your experience') },
      { path: `answers.${first}`, message: QUESTION_MESSAGES.required('First webinar with us?') },
    ]);
    const wrong = await register(t, session.id, 'wrong@visitor.test', {
      answers: { [experience]: 'Expert', [first]: 'Maybe', [markets]: ['Stocks', 'Crypto'] },
    });
    expect(wrong.json().errors.map((e: { message: string }) => e.message)).toEqual([
      QUESTION_MESSAGES.choose('Your experience'),
      QUESTION_MESSAGES.choose('Markets you trade'),
      QUESTION_MESSAGES.choose('First webinar with us?'),
    ]);

    await registered(t, session.id, 'answered@visitor.test', {
      answers: {
        [experience]: 'Intermediate',
        [markets]: ['Stocks', 'Options'],
        [first]: 'Yes',
        [cover]: ' Risk sizing ',
      },
    });
    const list = await asAdmin(t, 'GET', `/api/v1/admin/rsvps?sessionId=${session.id}`);
    expect(list.json().data.items[0].answers).toEqual([
      { question: 'Your experience', answer: 'Intermediate' },
      { question: 'Markets you trade', answer: 'Stocks, Options' },
      { question: 'First webinar with us?', answer: 'Yes' },
      { question: 'What should we cover?', answer: 'Risk sizing' },
    ]);
    const csv = (await asAdmin(t, 'GET', `/api/v1/admin/rsvps/export.csv?sessionId=${session.id}`)).body;
    expect(csv.split('\r\n')[0]).toContain(',Answers');
    expect(csv).toContain(
      'Your experience: Intermediate | Markets you trade: Stocks, Options | First webinar with us?: Yes | What should we cover?: Risk sizing',
    );
  });

  it('starts an automation only for registrations whose answer matches its filter', async () => {
    admin.auth.authorization = `Bearer ${(await passwordSignIn(t, ADMIN_ADDRESS, SENDER_PASSWORD)).AccessToken}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/automations',
      headers: admin.auth,
      payload: {
        name: 'Beginners: welcome pack',
        trigger: { type: 'rsvp.registered', answer: { question: 'your experience', answer: 'BEGINNER' } },
        steps: [{ kind: 'email', subject: 'Start here', html: '<p>Our beginner guide.</p>' }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const sequenceId = created.json().data.id as number;
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/automations/${sequenceId}/activate`,
      headers: admin.auth,
    });
    expect(activated.statusCode, activated.body).toBe(200);

    const { session, q } = await sessionWithQuestions();
    const [experience, , first] = q.map((x) => x.id) as [string, string, string];
    const beginner = await registered(t, session.id, 'beginner@visitor.test', {
      answers: { [experience]: 'Beginner', [first]: 'No' },
    });
    await registered(t, session.id, 'advanced@visitor.test', { answers: { [experience]: 'Advanced', [first]: 'No' } });
    await t.settleEvents();

    const runs = await t.database.db.orm.select().from(automationRuns).where(eq(automationRuns.sequenceId, sequenceId));
    expect(runs.map((run) => run.subjectKey)).toEqual([`registration:${await registrationId(t, beginner.reference)}`]);
  });
});
