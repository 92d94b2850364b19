import {
  defaultImapPort,
  derivedImapEndpoint,
  mailProviderById,
  type ImapEndpoint,
  type MailProviderId,
  type SmtpSecurity,
} from '@meridian/contracts/sender-mailboxes-providers';
import { ImapReadError, readMailbox, type MailboxReader } from '../../adapters/mail/mailbox-imap';
import type { MailboxConnection } from '../../adapters/mail/mailbox-smtp';
import type { Platform } from '../../core/module';
import { AppError } from '../../lib/app-error';
import { mailboxChecksRepository as checks } from './mailbox-checks.repository';
import { mailboxConnection, type HostPolicy } from './mailbox-connection.service';
import { mayBeReport, readReport } from './mailbox-reports.rules';
import type { MailboxFeedback, MailboxOverrides } from './sender-mailboxes.ports';
import type { SenderMailboxCheckRow, SenderMailboxRow } from './sender-mailboxes.tables';

const DAY_MS = 24 * 60 * 60_000;
/** A sender's mailbox is read while they sent campaign or automation mail in this many days. */
export const ACTIVE_DAYS = 14;
/** How often the scheduled scan reads an active sender's mailbox (the job runs every 5 minutes). */
export const SCAN_EVERY_MS = 4 * 60_000;
/** New messages looked at per folder and scan; the rest wait for the next scan. */
const PER_FOLDER = 500;

type Outcome = SenderMailboxCheckRow['outcome'] & ('ok' | 'refused' | 'unreachable' | 'tls');

/** The IMAP server of a saved mailbox: the sender's own, else the provider's, else derived from SMTP. */
export function imapEndpointOf(row: SenderMailboxRow, overrides: MailboxOverrides): ImapEndpoint {
  if (row.imapHost) {
    const security = (row.imapSecurity ?? 'tls') as SmtpSecurity;
    return { host: row.imapHost, port: row.imapPort ?? defaultImapPort(security), security };
  }
  const provider = row.provider as MailProviderId;
  return overrides.providerImap?.[provider] ?? mailProviderById(provider).imap ?? derivedImapEndpoint(row.smtpHost);
}

/**
 * Reads senders' own mailboxes for bounces and complaints (docs/product.md, Bounces and complaints
 * from the sender's mailbox): read-only, from each folder's UID watermark, nothing older than the
 * sender's first campaign; what a report names is recorded by the campaigns module.
 */
export function createMailboxBounces(
  platform: Platform,
  deps: {
    feedback: MailboxFeedback;
    overrides: MailboxOverrides;
    policy: HostPolicy;
    authOf: (row: SenderMailboxRow) => MailboxConnection['auth'];
  },
) {
  const { orm, log } = platform;
  const now = () => platform.now();

  async function readFolders(
    row: SenderMailboxRow,
    reader: MailboxReader,
    since: Date,
  ): Promise<{ bounces: number; complaints: number }> {
    const found = { bounces: 0, complaints: 0 };
    const previous = await checks.find(orm, row.userId);
    if (previous && previous.email !== row.email) await checks.forgetFolders(orm, row.userId);
    const marks = await checks.folders(orm, row.userId);
    for (const folder of await reader.folders()) {
      const read = await reader.read(folder, marks.get(folder) ?? null, {
        since,
        limit: PER_FOLDER,
        wanted: mayBeReport,
      });
      for (const message of read.messages) {
        const report = await readReport(message.source);
        if (report.kind === 'ignored') continue;
        const outcomes = await deps.feedback.record(row.userId, { ...report, at: message.receivedAt ?? now() });
        found.bounces += outcomes.filter((outcome) => outcome === 'bounce').length;
        found.complaints += outcomes.filter((outcome) => outcome === 'complaint').length;
      }
      await checks.saveFolder(orm, row.userId, folder, read.watermark);
    }
    return found;
  }

  /**
   * Reads one mailbox now and records the check; null when the mailbox was removed meanwhile. One
   * scan of a mailbox at a time across every instance: while another runs, this one reads nothing and
   * answers the last check.
   */
  async function scan(row: SenderMailboxRow): Promise<SenderMailboxCheckRow | null> {
    const scanned = await platform.db.tryExclusive(`sender-mailbox-scan:${row.userId}`, () => scanNow(row));
    if (scanned) return scanned.value;
    log.info({ senderMailbox: { userId: row.userId } }, 'sender mailbox scan skipped: another scan of it is running');
    return checks.find(orm, row.userId);
  }

  async function scanNow(row: SenderMailboxRow): Promise<SenderMailboxCheckRow | null> {
    const activity = await deps.feedback.activity(row.userId, new Date(now().getTime() - ACTIVE_DAYS * DAY_MS));
    const endpoint = imapEndpointOf(row, deps.overrides);
    let outcome: Outcome = 'ok';
    let found = { bounces: 0, complaints: 0 };
    try {
      const connection = await mailboxConnection(endpoint, row.email, deps.authOf(row), deps.policy);
      // Before the first campaign there is nothing to read: the login alone is checked.
      found = await readMailbox(connection, (reader) =>
        activity ? readFolders(row, reader, activity.firstSentAt) : Promise.resolve(found),
      );
    } catch (error) {
      if (error instanceof ImapReadError) outcome = error.reason === 'auth' ? 'refused' : error.reason;
      else if (error instanceof AppError) outcome = 'unreachable';
      else throw error;
    }
    log.info(
      { senderMailbox: { userId: row.userId, provider: row.provider, outcome, ...found } },
      'sender mailbox read for bounces',
    );
    return checks.record(orm, { userId: row.userId, email: row.email, checkedAt: now(), outcome, ...found });
  }

  return {
    scan,

    /** The scheduled scan: every mailbox whose owner sent in the last 14 days and was not read in the last minutes. */
    async scanDue(): Promise<void> {
      const recentSince = new Date(now().getTime() - ACTIVE_DAYS * DAY_MS);
      for (const { mailbox, check } of await checks.mailboxes(orm)) {
        if (check && check.email === mailbox.email && now().getTime() - check.checkedAt.getTime() < SCAN_EVERY_MS)
          continue;
        const activity = await deps.feedback.activity(mailbox.userId, recentSince);
        if (!activity?.recent) continue;
        try {
          await scan(mailbox);
        } catch (error) {
          log.error({ err: error, senderMailbox: { userId: mailbox.userId } }, 'sender mailbox scan failed');
        }
      }
    },
  };
}
export type MailboxBounces = ReturnType<typeof createMailboxBounces>;
