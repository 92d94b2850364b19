import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from '../../adapters/mail/mail-transport';
import type { WorkerContext } from '../../core/workers/worker-hub';
import { createKickedRunner } from '../../lib/kicked-runner';
import type { Orm } from '../../db/database';
import { outboxRepository as outbox, type OutboxRow } from './outbox.repository';
import type { OutgoingMail } from './outgoing-mail.rules';

/** Minutes to wait after the 1st, 2nd, … failed attempt; the 8th failure gives up. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** How long a claimed message is reserved for the run sending it (longer than any SMTP timeout). */
const CLAIM_LEASE_MS = 5 * 60_000;
const KICK_DELAY_MS = 100;
const MAIL_RUNNER = 'mail';
const DEFAULT_BATCH = 50;
const MAX_ERROR_LENGTH = 1000;

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface DeliveryResult {
  sent: number;
  logged: number;
  failed: number;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'log' when messages are kept in the outbox unsent (the log names them, no content). */
  readonly transportKind: MailTransport['kind'];
  /**
   * Queues a message on `db`, normally the caller's transaction, so it commits or rolls back with the
   * change it reports. With a dedupeKey already queued nothing is added; resolves false then.
   */
  enqueue(db: Orm, mail: OutgoingMail): Promise<boolean>;
  /** Sends up to `limit` due messages, each exactly once even when several runs overlap. */
  deliverDue(limit?: number): Promise<DeliveryResult>;
  /** Asks for a delivery run shortly (call after the transaction that queued mail has committed). */
  kick(): void;
  /** Resolves when no kicked run is waiting or running (tests and shutdown). */
  idle(): Promise<void>;
  /** The most recent messages with their bodies, newest first (`npm run cli -- outbox`). */
  recent(limit: number): Promise<OutboxRow[]>;
  /** On `db`: deletes the messages of `kind` sent or queued to `to` (GDPR erasure); resolves how many. */
  forget(db: Orm, kind: string, to: string): Promise<number>;
  /**
   * Deletes finished messages older than MAIL_KEEP_DAYS, a batch at a time (housekeeping): system
   * mail carries reset codes and sign-in links, kept only as long as an admin needs to look back.
   */
  pruneOld(): Promise<number>;
  /** Stops kicked runs, waits for the current one and closes the transport. */
  close(): Promise<void>;
}

/** How long finished system mail is kept (docs/product.md, System mail). */
export const MAIL_KEEP_DAYS = 30;
const PRUNE_BATCH = 1_000;

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

/** "Name <no-reply@example.com>" → "example.com" (for Message-IDs). */
function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createMailer(
  orm: Orm,
  transport: MailTransport,
  options: { from: string; logger?: MailLogger; now?: () => Date; worker?: WorkerContext },
): Mailer {
  const now = options.now ?? (() => new Date());
  const domain = senderDomain(options.from);

  function messageFor(row: OutboxRow): MailMessage {
    return {
      from: options.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      attachments: row.attachments,
      headers: {
        // Stable per row: should a crash make us send a row twice, receivers can tell it is the same message.
        'Message-ID': `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`,
        'Auto-Submitted': 'auto-generated',
      },
      kind: row.kind,
      outboxId: row.id,
    };
  }

  async function deliverOne(row: OutboxRow, result: DeliveryResult): Promise<void> {
    let delivered: boolean;
    try {
      ({ delivered } = await transport.send(messageFor(row)));
    } catch (error) {
      const reason = describeError(error);
      const delay = RETRY_DELAYS_MINUTES[row.attempts - 1];
      const retryAt = delay === undefined ? null : new Date(now().getTime() + delay * 60_000);
      await outbox.markAttemptFailed(orm, row.id, reason, retryAt);
      result.failed += 1;
      const details = { mailId: row.id, kind: row.kind, attempts: row.attempts, err: reason };
      if (retryAt) options.logger?.warn({ ...details, retryAt }, 'mail delivery failed; will retry');
      else options.logger?.error(details, `mail delivery failed ${row.attempts} times; giving up`);
      return;
    }
    // A database error here leaves the row leased: it is retried when the lease runs out. A crash
    // here sends it again (at least once): the window is this one UPDATE after the SMTP answer.
    await outbox.markDelivered(orm, row.id, delivered ? 'sent' : 'logged', now());
    result[delivered ? 'sent' : 'logged'] += 1;
  }

  async function deliverDue(limit = DEFAULT_BATCH): Promise<DeliveryResult> {
    const started = now();
    const leaseUntil = new Date(started.getTime() + CLAIM_LEASE_MS);
    const rows = await outbox.claimDue(orm, limit, started, leaseUntil, options.worker?.presence.id ?? null);
    const result: DeliveryResult = { sent: 0, logged: 0, failed: 0 };
    for (const [index, row] of rows.entries()) {
      // Shutting down: stop between messages and hand the rest back for another instance.
      if (runner.closed) {
        await outbox.unclaim(
          orm,
          rows.slice(index).map((left) => left.id),
        );
        break;
      }
      await deliverOne(row, result);
    }
    return result;
  }

  /** Drains the queue: batches until one comes back short. */
  async function drain(): Promise<void> {
    for (;;) {
      const result = await deliverDue();
      if (runner.closed || result.sent + result.logged + result.failed < DEFAULT_BATCH) return;
    }
  }

  const runner = createKickedRunner({
    delayMs: KICK_DELAY_MS,
    drain,
    onError: (error) => options.logger?.error({ err: error }, 'mail delivery run failed'),
    ...(options.worker ? { worker: { hub: options.worker.hub, name: MAIL_RUNNER } } : {}),
  });
  options.worker?.presence.reclaim({ name: 'system mail', runner: MAIL_RUNNER, release: outbox.releaseOrphans });

  return {
    transportKind: transport.kind,
    enqueue: (db, mail) => outbox.insert(db, mail, now()),
    deliverDue,
    kick: runner.kick,
    idle: runner.idle,
    recent: (limit) => outbox.recent(orm, limit),
    forget: (db, kind, to) => outbox.forget(db, kind, to),
    pruneOld: () =>
      outbox.pruneFinishedBefore(orm, new Date(now().getTime() - MAIL_KEEP_DAYS * 86_400_000), PRUNE_BATCH),
    async close() {
      await runner.close();
      await transport.close();
    },
  };
}
