import { describe, expect, it } from 'vitest';
import {
  complaint,
  gmailDelay,
  gmailHardBounce,
  microsoftHardBounce,
  ordinaryReply,
  outOfOffice,
  yahooHardBounce,
  type SentRef,
} from './mailbox-reports.test-kit';
import { mayBeReport, readReport } from './mailbox-reports.rules';

const SENT: SentRef = {
  messageId: '<campaign-12-345@gmail.com>',
  ref: '12.345',
  to: 'Gone.Away@example.org',
  from: '"Ana Silva" <ana@gmail.com>',
  subject: 'Tuesday: how to read a chart',
};
const ORIGINAL = { messageIds: [SENT.messageId], refs: [{ campaignId: 12, messageId: 345 }] };
const headersOf = (message: string) => message.slice(0, message.indexOf('\r\n\r\n'));

describe('reports read from a sender mailbox', () => {
  it("reads Gmail's delivery status notification: a permanent failure of the named recipient", async () => {
    expect(await readReport(gmailHardBounce(SENT))).toEqual({
      kind: 'bounce',
      recipients: [{ email: 'gone.away@example.org', permanent: true, status: '5.1.1' }],
      permanent: true,
      ...ORIGINAL,
    });
  });

  it("reads Microsoft's Undeliverable report, whose original comes as headers only", async () => {
    expect(await readReport(microsoftHardBounce(SENT))).toEqual({
      kind: 'bounce',
      recipients: [{ email: 'gone.away@example.org', permanent: true, status: '5.1.10' }],
      permanent: true,
      ...ORIGINAL,
    });
  });

  it("reads Yahoo's plain-text failure notice from MAILER-DAEMON by its SMTP code", async () => {
    expect(await readReport(yahooHardBounce(SENT))).toEqual({
      kind: 'bounce',
      recipients: [{ email: 'gone.away@example.org', permanent: true, status: '' }],
      permanent: true,
      ...ORIGINAL,
    });
  });

  it('tells a delay (4.x.x) from a failure', async () => {
    expect(await readReport(gmailDelay(SENT))).toEqual({
      kind: 'bounce',
      recipients: [{ email: 'gone.away@example.org', permanent: false, status: '4.2.2' }],
      permanent: false,
      ...ORIGINAL,
    });
  });

  it('reads a feedback report as a complaint about the original', async () => {
    expect(await readReport(complaint(SENT))).toEqual({
      kind: 'complaint',
      recipients: [{ email: 'gone.away@example.org', permanent: true, status: '' }],
      permanent: true,
      ...ORIGINAL,
    });
  });

  it('ignores an out-of-office reply and a person’s reply, though both quote the Message-ID', async () => {
    expect(await readReport(outOfOffice(SENT))).toEqual({ kind: 'ignored', why: 'auto-reply' });
    expect(await readReport(ordinaryReply(SENT))).toEqual({ kind: 'ignored', why: 'not-a-report' });
  });

  it('ignores a report that the message was delivered, and a feedback report that is not a complaint', async () => {
    const delivered = gmailHardBounce(SENT)
      .replace('Action: failed', 'Action: delivered')
      .replace('Status: 5.1.1', 'Status: 2.0.0');
    expect(await readReport(delivered)).toEqual({ kind: 'ignored', why: 'delivered' });
    const notSpam = complaint(SENT).replace('Feedback-Type: abuse', 'Feedback-Type: not-spam');
    expect(await readReport(notSpam)).toEqual({ kind: 'ignored', why: 'not-a-complaint' });
  });

  it('finds the original by the tag alone when the provider rewrote the Message-ID', async () => {
    const rewritten = microsoftHardBounce({ ...SENT, messageId: '<AM0PR02MB1234@outlook.com>' });
    const report = await readReport(rewritten);
    expect(report).toMatchObject({ kind: 'bounce', refs: [{ campaignId: 12, messageId: 345 }] });
  });

  it('fetches the whole text only of messages whose headers may be reports', () => {
    expect(mayBeReport(headersOf(gmailHardBounce(SENT)))).toBe(true);
    expect(mayBeReport(headersOf(microsoftHardBounce(SENT)))).toBe(true);
    expect(mayBeReport(headersOf(yahooHardBounce(SENT)))).toBe(true);
    expect(mayBeReport(headersOf(complaint(SENT)))).toBe(true);
    expect(mayBeReport(headersOf(ordinaryReply(SENT)))).toBe(false);
    expect(mayBeReport(headersOf(outOfOffice(SENT)))).toBe(false);
  });
});
