import { createLogTransport } from '../../adapters/mail/log-transport';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { createSmtpTransport } from '../../adapters/mail/smtp-transport';
import { defineModule, type Platform } from '../../core/module';
import { mailDeliveryJob } from './mail.jobs';
import { createMailer } from './mailer.service';
import { registerOutboxGauges } from './outbox-metrics.service';
import { createSystemMailAdmin } from './system-mail-admin.service';
import { systemMailRoutes } from './system-mail.routes';

export type { StoredAttachment } from './mail.tables';
export type { Mailer } from './mailer.service';
export type { OutgoingMail } from './outgoing-mail.rules';

/**
 * System mail (receipts, codes, reminders): an outbox delivered by SMTP, or kept there unsent without
 * SMTP_URL; the admin's System mail view reads it.
 */
export function createMailModule(platform: Platform, options: { transport?: MailTransport } = {}) {
  const { config, log } = platform;
  const transport =
    options.transport ?? (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createLogTransport(log));
  const mailer = createMailer(platform.orm, transport, {
    from: config.mail.from,
    logger: log,
    now: platform.now,
    worker: platform.workers,
  });
  registerOutboxGauges(platform);
  const systemMail = createSystemMailAdmin(platform.orm, {
    log,
    audit: platform.audit,
    delivery: transport.kind === 'smtp' ? 'smtp' : 'kept',
  });
  return defineModule({
    name: 'mail',
    api: mailer,
    routes: (app) => systemMailRoutes(app, systemMail),
    jobs: () => [mailDeliveryJob(mailer)],
    cleanups: [{ name: 'mail.old-system-mail', run: () => mailer.pruneOld() }],
    close: () => mailer.close(),
  });
}
