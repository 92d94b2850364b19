import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/**
 * What a message in a sender's mailbox says about mail they sent (docs/product.md, Bounces and
 * complaints from the sender's mailbox): a delivery status notification (RFC 3464), a feedback
 * report (RFC 5965), a provider's own plain-text bounce (Yahoo's "Failure Notice", a mailer-daemon
 * with the original's headers in its body), or nothing (auto-replies, people's mail). Pure: the
 * message's text in, the report out.
 */

export const REF_HEADER = 'X-Meridian-Ref';

export interface ReportRecipient {
  /** Lower-cased. */
  email: string;
  permanent: boolean;
  /** The enhanced status code (5.1.1), or '' when the report gives none. */
  status: string;
}

export interface MessageRef {
  campaignId: number;
  messageId: number;
}

export type MailboxReport =
  | {
      kind: 'bounce' | 'complaint';
      recipients: ReportRecipient[];
      /** For a report naming no recipient: whether it reads as a permanent failure. */
      permanent: boolean;
      /** Message-IDs of the original message(s), with their angle brackets. */
      messageIds: string[];
      refs: MessageRef[];
    }
  | { kind: 'ignored'; why: 'auto-reply' | 'delivered' | 'not-a-complaint' | 'not-a-report' };

const DAEMON = /^(mailer-daemon|postmaster|mail-daemon|maildaemon|bounces?|mail\.delivery\.system)@/i;
const DAEMON_NAME = /mail delivery (subsystem|system)|mailer-daemon/i;
const BOUNCE_SUBJECT =
  /^(delivery status notification \((failure|delay)\)|undeliverable:|undelivered mail returned to sender|mail delivery failed|delivery failure|failure notice|returned mail:|delivery has failed|message not delivered|undeliverable message)/i;
const AUTO_REPLY_SUBJECT = /^(auto(matic)?[- ]?reply|out of (the )?office|autoreply|abwesenheit|absence|vacation)/i;
const TEMPORARY_WORDS = /temporar|will (be )?retr|retrying|delayed|not (been )?delivered yet|try again later/i;
/** Where a plain-text bounce starts quoting the original message. */
const ORIGINAL_STARTS =
  /^(-+ ?below this line is a copy of the message|-+ ?original message|-+ ?this is a copy of the message|original message headers?:|------ this is a copy)/im;

const headerText = (parsed: ParsedMail, name: string): string => {
  const value = parsed.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value;
  return String(value);
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => ({ address: (entry.address ?? '').toLowerCase(), name: entry.name ?? '' })),
  );

/**
 * Whether a message's header block may hold a report, so its whole text is worth fetching: a
 * multipart/report, a mailer-daemon or postmaster sender, or a bounce's subject.
 */
export function mayBeReport(headers: Buffer | string): boolean {
  const text = (typeof headers === 'string' ? headers : headers.toString('latin1')).replace(/\r?\n[ \t]+/g, ' ');
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(text)?.[1] ?? '';
  if (/multipart\/report/i.test(field('Content-Type'))) return true;
  const from = field('From');
  if (DAEMON_NAME.test(from) || /(mailer-daemon|postmaster)@/i.test(from)) return true;
  return BOUNCE_SUBJECT.test(field('Subject').trim());
}

/** `Name: value` fields of a delivery-status or feedback-report body, in blocks split by blank lines. */
function fieldBlocks(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const match = /^([A-Za-z0-9-]+)[ \t]*:[ \t]*(.*)$/.exec(line);
        if (match?.[1] && !fields.has(match[1].toLowerCase()))
          fields.set(match[1].toLowerCase(), match[2]?.trim() ?? '');
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** `rfc822; ana@example.com` → `ana@example.com`. */
const typedAddress = (value: string | undefined): string =>
  (value ?? '')
    .replace(/^[a-z0-9-]+;\s*/i, '')
    .replace(/^<|>$/g, '')
    .trim()
    .toLowerCase();

/** The Message-IDs and product tags an original's headers carry, wherever the report quotes them. */
function originalsIn(texts: readonly string[], ownId: string): { messageIds: string[]; refs: MessageRef[] } {
  const messageIds = new Set<string>();
  const refs = new Map<string, MessageRef>();
  for (const text of texts) {
    for (const match of text.matchAll(/^[ \t>]*(?:X-Original-Message-ID|Message-ID)[ \t]*:[ \t]*(<[^>\s]+>)/gim)) {
      if (match[1] && match[1] !== ownId) messageIds.add(match[1]);
    }
    for (const match of text.matchAll(
      new RegExp(`^[ \\t>]*${REF_HEADER}[ \\t]*:[ \\t]*(\\d{1,10})\\.(\\d{1,10})\\b`, 'gim'),
    )) {
      refs.set(`${match[1]}.${match[2]}`, { campaignId: Number(match[1]), messageId: Number(match[2]) });
    }
  }
  return { messageIds: [...messageIds], refs: [...refs.values()] };
}

const statusClass = (status: string) => /^([245])\.\d{1,3}\.\d{1,3}$/.exec(status)?.[1];

function deliveryStatus(report: string): ReportRecipient[] | 'delivered' {
  const [, ...recipients] = fieldBlocks(report);
  const failed: ReportRecipient[] = [];
  let delivered = false;
  for (const fields of recipients) {
    const email = typedAddress(fields.get('final-recipient') ?? fields.get('original-recipient'));
    if (!email) continue;
    const action = (fields.get('action') ?? '').toLowerCase();
    const status = /\d\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0] ?? '';
    if (action === 'delivered' || action === 'relayed' || action === 'expanded' || statusClass(status) === '2') {
      delivered = true;
      continue;
    }
    const permanent = statusClass(status) ? statusClass(status) === '5' : action === 'failed';
    failed.push({ email, permanent, status });
  }
  return failed.length === 0 && delivered ? 'delivered' : failed;
}

/** A provider's own bounce text: the first status code before the quoted original, else its words. */
function plainBounce(parsed: ParsedMail, body: string): { permanent: boolean; recipients: ReportRecipient[] } {
  const text = `${parsed.text ?? ''}\n${body}`;
  const ownPart = text.split(ORIGINAL_STARTS)[0] ?? text;
  const enhanced = /\b([45])\.\d{1,3}\.\d{1,3}\b/.exec(ownPart);
  const basic = /(?:^|[\s'"(])([45])\d\d(?=[\s:-])/m.exec(ownPart);
  const code = enhanced?.[1] ?? basic?.[1];
  const permanent = code ? code === '5' : !TEMPORARY_WORDS.test(ownPart);
  const status = enhanced?.[0] ?? '';
  const failed = headerText(parsed, 'x-failed-recipients')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address.includes('@'));
  // qmail's and Yahoo's shape: `<ana@example.com>:` on a line of its own.
  for (const match of ownPart.matchAll(/^<([^<>\s@]+@[^<>\s]+)>:\s*$/gm)) {
    if (match[1]) failed.push(match[1].toLowerCase());
  }
  return { permanent, recipients: [...new Set(failed)].map((email) => ({ email, permanent, status })) };
}

function isAutoReply(parsed: ParsedMail): boolean {
  const submitted = headerText(parsed, 'auto-submitted').toLowerCase();
  return (
    (submitted !== '' && submitted !== 'no') ||
    parsed.headers.has('x-autoreply') ||
    parsed.headers.has('x-autorespond') ||
    /^auto_reply$/i.test(headerText(parsed, 'x-precedence')) ||
    AUTO_REPLY_SUBJECT.test((parsed.subject ?? '').trim())
  );
}

/** Reads one message of the sender's mailbox (its whole RFC 5322 text). */
export async function readReport(source: Buffer | string): Promise<MailboxReport> {
  const raw = typeof source === 'string' ? source : source.toString('latin1');
  const parsed = await simpleParser(source, {
    keepDeliveryStatus: true,
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const body = headerEnd < 0 ? '' : raw.slice(headerEnd);
  const type = parsed.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  const reportType = type?.value === 'multipart/report' ? (type.params?.['report-type'] ?? '').toLowerCase() : '';
  const part = (contentType: string) =>
    parsed.attachments.find((attachment) => attachment.contentType === contentType)?.content.toString('utf8');
  const texts = [...parsed.attachments.map((attachment) => attachment.content.toString('utf8')), body];
  const originals = () => originalsIn(texts, parsed.messageId ?? '');

  const feedback = part('message/feedback-report');
  if (reportType === 'feedback-report' || feedback) {
    const [fields] = fieldBlocks(feedback ?? '');
    const type = (fields?.get('feedback-type') ?? 'abuse').toLowerCase();
    if (type !== 'abuse' && type !== 'fraud') return { kind: 'ignored', why: 'not-a-complaint' };
    const email = typedAddress(fields?.get('original-rcpt-to'));
    const recipients = email.includes('@') ? [{ email, permanent: true, status: '' }] : [];
    return { kind: 'complaint', recipients, permanent: true, ...originals() };
  }

  const dsn = part('message/delivery-status');
  if (reportType === 'delivery-status' || dsn) {
    const recipients = deliveryStatus(dsn ?? '');
    if (recipients === 'delivered') return { kind: 'ignored', why: 'delivered' };
    if (recipients.length === 0) return { kind: 'bounce', ...plainBounce(parsed, body), ...originals() };
    return { kind: 'bounce', recipients, permanent: recipients.some((r) => r.permanent), ...originals() };
  }

  const from = addressesOf(parsed.from);
  const daemon = from.some((sender) => DAEMON.test(sender.address) || DAEMON_NAME.test(sender.name));
  const bounceSubject = BOUNCE_SUBJECT.test((parsed.subject ?? '').trim());
  if (!daemon && isAutoReply(parsed)) return { kind: 'ignored', why: 'auto-reply' };
  if (!daemon && !bounceSubject) return { kind: 'ignored', why: 'not-a-report' };
  const found = originals();
  // A bounce that quotes nothing of the original cannot be matched to a message: not one of ours.
  if (found.messageIds.length === 0 && found.refs.length === 0) return { kind: 'ignored', why: 'not-a-report' };
  return { kind: 'bounce', ...plainBounce(parsed, body), ...found };
}
