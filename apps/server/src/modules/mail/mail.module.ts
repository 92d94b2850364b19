import { createLogTransport } from '../../adapters/mail/log-transport';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { createSmtpTransport } from '../../adapters/mail/smtp-transport';
import { defineModule, type Platform } from '../../core/module';
import { mailDeliveryJob } from './mail-delivery.job';
import { createMailer } from './mailer';
import { registerOutboxGauges } from './outbox-metrics';

export type { StoredAttachment } from './mail.tables';
export type { Mailer } from './mailer';
export type { OutgoingMail } from './outgoing-mail';

/** System mail (receipts, codes, reminders): an outbox delivered by SMTP, or written to the log without SMTP_URL. */
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
  return defineModule({
    name: 'mail',
    api: mailer,
    jobs: () => [mailDeliveryJob(mailer)],
    close: () => mailer.close(),
  });
}
