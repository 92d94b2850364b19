import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './mail-transport';

/**
 * Embedded default with no SMTP_URL: each message is written to the log at info, text body included,
 * so an operator can read it there (and admins in the outbox). Nothing leaves the machine.
 */
export function createLogTransport(logger: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    kind: 'log',
    async send(message: MailMessage) {
      logger.info(
        {
          mail: {
            to: message.to,
            subject: message.subject,
            attachments: message.attachments.map((attachment) => attachment.filename),
            text: message.text,
          },
        },
        `mail not sent (no SMTP_URL configured): "${message.subject}" to ${message.to}`,
      );
      return { delivered: false, messageId: message.headers?.['Message-ID'] ?? null };
    },
    async close() {},
  };
}
