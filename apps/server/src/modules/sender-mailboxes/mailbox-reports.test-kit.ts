/**
 * Hand-written messages as they land in a sender's inbox (RFC 5322 text, CRLF line ends): delivery
 * status notifications of Gmail and Microsoft (RFC 3464), Yahoo's plain-text failure notice, a delay
 * notice, a feedback report (RFC 5965), an out-of-office reply and an ordinary reply. The unit tests
 * parse them and the Dovecot test appends them to a real mailbox.
 */

export interface SentRef {
  /** The Message-ID header the product sent, with its angle brackets. */
  messageId: string;
  /** The X-Meridian-Ref header's value. */
  ref: string;
  to: string;
  from: string;
  subject: string;
}

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

function originalHeaders(sent: SentRef): string[] {
  return [
    'Received: by mail-sor-f41.google.com with SMTPS id a1sor2093124wrq.11',
    '        for <' + sent.to + '>; Thu, 26 Nov 2026 09:14:03 -0800 (PST)',
    'DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=gmail.com; s=20230601;',
    '        h=subject:to:from:message-id:date:mime-version; bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
    `From: ${sent.from}`,
    `To: ${sent.to}`,
    `Subject: ${sent.subject}`,
    `Message-ID: ${sent.messageId}`,
    `X-Meridian-Ref: ${sent.ref}`,
    'Date: Thu, 26 Nov 2026 17:14:02 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="--_NmP-7d2f0c1d3a4b5e6f-Part_1"',
  ];
}

/** Gmail's "Delivery Status Notification (Failure)": the address does not exist (5.1.1). */
export function gmailHardBounce(sent: SentRef): string {
  const b = '000000000000f1a2b305e8c4d9a1';
  return crlf([
    'Return-Path: <>',
    'Received: by 2002:a05:6000:1a8c:b0:3a0:1 with SMTP id f12csp18277wrq;',
    '        Thu, 26 Nov 2026 09:14:05 -0800 (PST)',
    'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    `To: ${sent.from}`,
    'Auto-Submitted: auto-replied',
    'Subject: Delivery Status Notification (Failure)',
    'References: ' + sent.messageId,
    'In-Reply-To: ' + sent.messageId,
    'X-Failed-Recipients: ' + sent.to,
    'Message-ID: <6741e5fd.050a0220.3c8f2.9a1bSMTPIN_ADDED_MISSING@mx.google.com>',
    'Date: Thu, 26 Nov 2026 09:14:05 -0800 (PST)',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; boundary="${b}"; report-type=delivery-status`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset="UTF-8"',
    '',
    '** Address not found **',
    '',
    `Your message wasn't delivered to ${sent.to} because the address couldn't be found, or is unable to receive mail.`,
    '',
    'Learn more here: https://support.google.com/mail/?p=NoSuchUser',
    '',
    'The response was:',
    '',
    `550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces. For more information, go to https://support.google.com/mail/?p=NoSuchUser d2e1a72fcca58-7c2d1si1029481b3a.212 - gsmtp`,
    '',
    `--${b}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; googlemail.com',
    'Received-From-MTA: dns; sender@gmail.com',
    'Arrival-Date: Thu, 26 Nov 2026 09:14:03 -0800 (PST)',
    'X-Original-Message-ID: ' + sent.messageId,
    '',
    `Final-Recipient: rfc822; ${sent.to}`,
    'Action: failed',
    'Status: 5.1.1',
    'Remote-MTA: dns; gmail-smtp-in.l.google.com. (2a00:1450:400c:c0b::1b, the server for the domain.)',
    `Diagnostic-Code: smtp; 550-5.1.1 The email account that you tried to reach does not exist.`,
    'Last-Attempt-Date: Thu, 26 Nov 2026 09:14:05 -0800 (PST)',
    '',
    `--${b}`,
    'Content-Type: message/rfc822',
    '',
    ...originalHeaders(sent),
    '',
    '----_NmP-7d2f0c1d3a4b5e6f-Part_1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello, our next session is on Tuesday.',
    '----_NmP-7d2f0c1d3a4b5e6f-Part_1--',
    '',
    `--${b}--`,
  ]);
}

/** Microsoft's "Undeliverable:" report, the original's headers only (text/rfc822-headers), 5.1.10. */
export function microsoftHardBounce(sent: SentRef): string {
  const b = '_000_DB9PR07MB7244C1F0D5A2B3C4D5E6F7A8DB9PR07MB7244eurp_';
  return crlf([
    'From: postmaster@outlook.com',
    `To: ${sent.from}`,
    'Date: Thu, 26 Nov 2026 17:20:11 +0000',
    'Content-Language: en-US',
    'Message-ID: <4d1b2a3c-9e8f-4a7b-b6c5-1d2e3f4a5b6c@DB9PR07MB7244.eurprd07.prod.outlook.com>',
    `Subject: Undeliverable: ${sent.subject}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${b}"`,
    'X-MS-Exchange-Message-Is-Ndr: ',
    '',
    `--${b}`,
    'Content-Type: text/plain; charset="us-ascii"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Your message to ' + sent.to + " couldn't be delivered.",
    `${sent.to.split('@')[0]} wasn't found at ${sent.to.split('@')[1]}.`,
    '',
    "Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP addr=",
    "ess lookup'",
    '',
    `--${b}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns;DB9PR07MB7244.eurprd07.prod.outlook.com',
    'Received-From-MTA: dns;DB9PR07MB7244.eurprd07.prod.outlook.com',
    'Arrival-Date: Thu, 26 Nov 2026 17:20:09 +0000',
    '',
    `Final-Recipient: rfc822;${sent.to}`,
    'Action: failed',
    'Status: 5.1.10',
    'Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
    '',
    `--${b}`,
    'Content-Type: text/rfc822-headers',
    '',
    ...originalHeaders(sent),
    '',
    `--${b}--`,
  ]);
}

/** Yahoo's plain-text failure notice from MAILER-DAEMON, the original copied below a line. */
export function yahooHardBounce(sent: SentRef): string {
  return crlf([
    'From: MAILER-DAEMON@yahoo.com',
    `To: ${sent.from}`,
    'Subject: Failure Notice',
    'Date: Thu, 26 Nov 2026 17:31:40 +0000',
    'Message-ID: <1732642300.1187.mta4132.mail.gq1.yahoo.com>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Sorry, we were unable to deliver your message to the following address.',
    '',
    `<${sent.to}>:`,
    `554: delivery error: dd This user doesn't have a yahoo.com account (${sent.to}) [0] - mta4132.mail.gq1.yahoo.com`,
    '',
    '--- Below this line is a copy of the message.',
    '',
    ...originalHeaders(sent),
    '',
    'Hello, our next session is on Tuesday.',
  ]);
}

/** Gmail's "Delivery Status Notification (Delay)": the mailbox is full, Gmail keeps trying (4.2.2). */
export function gmailDelay(sent: SentRef): string {
  const b = '0000000000003c4d5e06e8c4dba7';
  return crlf([
    'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    `To: ${sent.from}`,
    'Auto-Submitted: auto-replied',
    'Subject: Delivery Status Notification (Delay)',
    'Message-ID: <6741f2aa.170a0220.1b7c3.41f0SMTPIN_ADDED_MISSING@mx.google.com>',
    'Date: Thu, 26 Nov 2026 11:02:14 -0800 (PST)',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; boundary="${b}"; report-type=delivery-status`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset="UTF-8"',
    '',
    '** Message not delivered yet **',
    '',
    `There was a temporary problem delivering your message to ${sent.to}. Gmail will retry for 46 more hours.`,
    '',
    `--${b}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; googlemail.com',
    '',
    `Final-Recipient: rfc822; ${sent.to}`,
    'Action: delayed',
    'Status: 4.2.2',
    "Diagnostic-Code: smtp; 452 4.2.2 The recipient's inbox is out of storage space.",
    'Will-Retry-Until: Sat, 28 Nov 2026 09:14:03 -0800 (PST)',
    '',
    `--${b}`,
    'Content-Type: text/rfc822-headers',
    '',
    ...originalHeaders(sent),
    '',
    `--${b}--`,
  ]);
}

/** A feedback report (RFC 5965, ARF): the recipient pressed "This is spam". */
export function complaint(sent: SentRef): string {
  const b = 'part1_13d.2e68ed54_boundary';
  return crlf([
    'From: <staff@hotmail.com>',
    `To: ${sent.from}`,
    'Subject: complaint about message from 203.0.113.25',
    'Date: Thu, 26 Nov 2026 18:05:00 +0000',
    'Message-ID: <2026112618050001.a1b2c3@fbl.hotmail.com>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset="US-ASCII"',
    'Content-Transfer-Encoding: 7bit',
    '',
    'This is an email abuse report for an email message received from IP 203.0.113.25 on Thu, 26 Nov 2026 17:14:03 +0000.',
    '',
    `--${b}`,
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: abuse',
    'User-Agent: Hotmail FBL/1.0',
    'Version: 1',
    `Original-Mail-From: <${sent.from}>`,
    `Original-Rcpt-To: <${sent.to}>`,
    'Arrival-Date: Thu, 26 Nov 2026 17:14:03 +0000',
    'Source-IP: 203.0.113.25',
    '',
    `--${b}`,
    'Content-Type: message/rfc822',
    'Content-Disposition: inline',
    '',
    ...originalHeaders(sent),
    '',
    '----_NmP-7d2f0c1d3a4b5e6f-Part_1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello, our next session is on Tuesday.',
    '----_NmP-7d2f0c1d3a4b5e6f-Part_1--',
    '',
    `--${b}--`,
  ]);
}

/** An out-of-office reply to a campaign: auto-submitted, quoting the campaign's Message-ID. */
export function outOfOffice(sent: SentRef): string {
  return crlf([
    `From: <${sent.to}>`,
    `To: ${sent.from}`,
    `Subject: Automatic reply: ${sent.subject}`,
    'Date: Thu, 26 Nov 2026 17:14:09 +0000',
    'Message-ID: <AM0PR02MB5523B1A2C3D4E5F6@AM0PR02MB5523.eurprd02.prod.outlook.com>',
    `In-Reply-To: ${sent.messageId}`,
    `References: ${sent.messageId}`,
    'Auto-Submitted: auto-replied',
    'X-Auto-Response-Suppress: All',
    'X-Autoreply: yes',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="us-ascii"',
    '',
    'Out of office until 2 December. For anything urgent, write to the front desk.',
    '',
    'Delivery has failed? No: I am simply away. Status 5.1.1 is not mine.',
  ]);
}

/** A person's ordinary reply: left alone. */
export function ordinaryReply(sent: SentRef): string {
  return crlf([
    `From: "Maria Costa" <${sent.to}>`,
    `To: ${sent.from}`,
    `Subject: Re: ${sent.subject}`,
    'Date: Thu, 26 Nov 2026 19:40:00 +0000',
    'Message-ID: <CAF3k1m2n3o4p5q6r7s8t9u0@mail.gmail.com>',
    `In-Reply-To: ${sent.messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="UTF-8"',
    '',
    'Thanks! Will the Tuesday session be recorded?',
    '',
    `> Message-ID: ${sent.messageId}`,
  ]);
}
