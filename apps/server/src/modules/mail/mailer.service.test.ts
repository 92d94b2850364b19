import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogTransport } from '../../adapters/mail/log-transport';
import { createSmtpTransport } from '../../adapters/mail/smtp-transport';
import { createMailCodeSender } from '../identity/code-sender.service';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { mailDeliveryJob } from './mail.jobs';
import { mailOutbox } from './mail.tables';
import { createMailer, MAIL_KEEP_DAYS, MAX_ATTEMPTS, RETRY_DELAYS_MINUTES, type Mailer } from './mailer.service';
import type { OutgoingMail } from './outgoing-mail.rules';

const FROM = 'Meridian Trading Academy <no-reply@meridian.example>';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let database: TestDatabase;
let smtp: SmtpHarness;
let mailer: Mailer | undefined;
let clock: Date;

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test.notice',
  to: 'ada@example.com',
  subject: 'Your seat is confirmed',
  text: 'Hi Ada,\n\nSee you there.\n',
  ...overrides,
});

function smtpMailer(url = smtp.url): Mailer {
  mailer = createMailer(database.db.orm, createSmtpTransport(url), { from: FROM, logger: silent, now: () => clock });
  return mailer;
}

const rows = () => database.db.orm.select().from(mailOutbox).orderBy(mailOutbox.id);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  clock = new Date('2026-03-01T12:00:00Z');
  smtp = await startSmtpServer();
});
afterEach(async () => {
  await mailer?.close();
  mailer = undefined;
  await smtp.close();
  await database.db.orm.delete(mailOutbox);
});

describe('mailer over SMTP', () => {
  it('delivers a queued message with its HTML alternative and .ics attachment, and marks it sent', async () => {
    const mailer = smtpMailer();
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await mailer.enqueue(
      database.db.orm,
      mail({
        html: '<p>Hi Ada,</p>',
        attachments: [
          { filename: 'invitation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
        ],
      }),
    );
    expect(await mailer.deliverDue()).toEqual({ sent: 1, logged: 0, failed: 0 });

    const [message] = await smtp.waitFor(1);
    expect(message?.subject).toBe('Your seat is confirmed');
    expect(message?.text).toBe('Hi Ada,\n\nSee you there.\n');
    expect(message?.html).toContain('<p>Hi Ada,</p>');
    expect(message?.from?.text).toBe('"Meridian Trading Academy" <no-reply@meridian.example>');
    expect(message?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(message?.messageId).toMatch(/^<outbox-\d+-\d+@meridian\.example>$/);
    expect(message?.attachments).toHaveLength(1);
    expect(message?.attachments[0]?.filename).toBe('invitation.ics');
    expect(message?.attachments[0]?.contentType).toBe('text/calendar');
    expect(message?.attachments[0]?.content.toString('utf8')).toBe(ics);

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, deliveredAt: clock });
  });

  it('kick() sends soon after the commit, without waiting for the job', async () => {
    const mailer = smtpMailer();
    await mailer.enqueue(database.db.orm, mail());
    mailer.kick();
    mailer.kick();
    await mailer.idle();
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    expect((await rows())[0]?.status).toBe('sent');
  });

  it('the mail-delivery job sends what is due, every minute', async () => {
    const mailer = smtpMailer();
    await mailer.enqueue(database.db.orm, mail({ to: 'a@example.com' }));
    await mailer.enqueue(database.db.orm, mail({ to: 'b@example.com' }));
    const job = mailDeliveryJob(mailer);
    expect(job).toMatchObject({ name: 'mail-delivery', cron: '* * * * *' });
    await job.run(null);
    expect((await smtp.waitFor(2)).map((m) => m.to && !Array.isArray(m.to) && m.to.text).sort()).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });

  it('backs off after a failure, records the error and gives up after the last attempt', async () => {
    const mailer = smtpMailer(smtp.url.replace(':test-password@', ':wrong-password@'));
    await mailer.enqueue(database.db.orm, mail());
    expect(await mailer.deliverDue()).toEqual({ sent: 0, logged: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/Invalid username or password/);
    expect(row?.nextAttemptAt).toEqual(new Date(clock.getTime() + 60_000));

    // Not due again until the back-off has passed.
    expect(await mailer.deliverDue()).toEqual({ sent: 0, logged: 0, failed: 0 });

    for (const [index, minutes] of RETRY_DELAYS_MINUTES.entries()) {
      clock = new Date(clock.getTime() + minutes * 60_000);
      expect(await mailer.deliverDue()).toEqual({ sent: 0, logged: 0, failed: 1 });
      [row] = await rows();
      expect(row?.attempts).toBe(index + 2);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row?.deliveredAt).toBeNull();
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await mailer.deliverDue()).toEqual({ sent: 0, logged: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('queues a message once per dedupe key', async () => {
    const mailer = smtpMailer();
    expect(await mailer.enqueue(database.db.orm, mail({ dedupeKey: 'rsvp.confirmation:7' }))).toBe(true);
    expect(await mailer.enqueue(database.db.orm, mail({ dedupeKey: 'rsvp.confirmation:7', subject: 'again' }))).toBe(
      false,
    );
    await mailer.deliverDue();
    expect(await mailer.enqueue(database.db.orm, mail({ dedupeKey: 'rsvp.confirmation:7' }))).toBe(false);
    expect(await rows()).toHaveLength(1);
    expect(await mailer.deliverDue()).toEqual({ sent: 0, logged: 0, failed: 0 });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Your seat is confirmed']);
  });

  it('sends each message exactly once when delivery runs overlap', async () => {
    const mailer = smtpMailer();
    const other = createMailer(database.db.orm, createSmtpTransport(smtp.url), { from: FROM, now: () => clock });
    for (let i = 0; i < 30; i += 1) await mailer.enqueue(database.db.orm, mail({ subject: `message ${i}` }));
    const results = await Promise.all([
      mailer.deliverDue(10),
      other.deliverDue(10),
      mailer.deliverDue(),
      other.deliverDue(),
    ]);
    await other.close();
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(30);
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('keeps nothing when the enqueuing transaction rolls back, and the message when it commits', async () => {
    const mailer = smtpMailer();
    const { orm } = database.db;
    await expect(
      orm.transaction(async (tx) => {
        await mailer.enqueue(tx, mail({ subject: 'rolled back' }));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await rows()).toHaveLength(0);

    await orm.transaction(async (tx) => {
      await mailer.enqueue(tx, mail({ subject: 'committed' }));
    });
    expect((await rows()).map((row) => row.subject)).toEqual(['committed']);
  });
});

describe('mailer without SMTP', () => {
  it('logs that a message was kept, for whom (masked) and of what kind, never its subject, text, code or links', async () => {
    const lines: { data: unknown; message: string }[] = [];
    const logger = { info: (data: unknown, message: string) => lines.push({ data, message }) } as never;
    mailer = createMailer(database.db.orm, createLogTransport(logger), { from: FROM, now: () => clock });
    expect(mailer.transportKind).toBe('log');
    const codes = createMailCodeSender(mailer, database.db.orm, 'Meridian Trading Academy', 'https://academy.example');
    await codes.send('ada.lovelace@example.com', 'reset', '493817');
    await mailer.idle();
    expect(await mailer.deliverDue()).toEqual({ sent: 0, logged: 0, failed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'logged', kind: 'identity.reset-code', deliveredAt: clock });
    expect(row?.textBody).toContain('493817');
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines);
    for (const secret of ['493817', 'ada.lovelace', 'example.com', 'reset your password', 'https://', row?.subject]) {
      expect(logged).not.toContain(secret);
    }
    expect(lines[0]?.data).toEqual({ mail: { id: row?.id, kind: 'identity.reset-code', to: 'a***@e***' } });
    expect(lines[0]?.message).toBe(
      'system mail kept in the outbox, not sent (no SMTP_URL): identity.reset-code to a***@e***; ' +
        'an admin reads it in Site settings → System mail, a developer with "npm run cli -- outbox"',
    );
  });
});

describe('mail retention', () => {
  it('deletes finished mail older than 30 days, keeps newer mail and whatever is still to be sent', async () => {
    mailer = createMailer(database.db.orm, createLogTransport(silent as never), { from: FROM, now: () => clock });
    await mailer.enqueue(database.db.orm, mail({ subject: 'old, kept unsent' }));
    await mailer.deliverDue();
    await mailer.enqueue(database.db.orm, mail({ subject: 'old, still queued' }));
    clock = new Date(clock.getTime() + (MAIL_KEEP_DAYS - 1) * 86_400_000);
    await mailer.enqueue(database.db.orm, mail({ subject: 'recent' }));
    expect(await mailer.pruneOld()).toBe(0);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(await mailer.pruneOld()).toBe(1);
    expect((await rows()).map((row) => row.subject)).toEqual(['old, still queued', 'recent']);
  });
});

describe('mail code sender', () => {
  it('emails sign-up and reset codes with clear copy', async () => {
    const mailer = smtpMailer();
    const sender = createMailCodeSender(
      mailer,
      database.db.orm,
      'Meridian Trading Academy',
      'https://meridian.example',
    );
    await sender.send('ada@example.com', 'signup', '012345');
    await sender.send('ada@example.com', 'reset', '987654');
    const [signup, reset] = await smtp.waitFor(2);
    expect(signup?.subject).toBe('012345 is your code to confirm your email address at Meridian Trading Academy');
    expect(signup?.text).toContain('    012345');
    expect(signup?.text).toContain('expires in 24 hours');
    expect(reset?.subject).toBe('987654 is your code to reset your password at Meridian Trading Academy');
    expect(reset?.text).toContain('your password stays as it is');
    expect((await rows()).map((row) => row.kind)).toEqual(['identity.signup-code', 'identity.reset-code']);
  });
});
