import { defineScheduledJob } from '../../jobs/define-job';
import type { SenderMailboxesService } from './sender-mailboxes.service';

export const MAILBOX_BOUNCE_SCAN_JOB = 'sender-mailboxes.bounce-scan';

/**
 * Every 5 minutes: reads the mailbox of each sender who sent campaign or automation mail in the last
 * 14 days for bounces and complaints (docs/product.md, Bounces and complaints from the sender's mailbox).
 */
export const mailboxBounceScanJob = (mailboxes: Pick<SenderMailboxesService, 'scanDue'>) =>
  defineScheduledJob(MAILBOX_BOUNCE_SCAN_JOB, '*/5 * * * *', () => mailboxes.scanDue());
