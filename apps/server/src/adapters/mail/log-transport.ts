import type { FastifyBaseLogger } from 'fastify';
import { maskAddress } from '../../lib/mask-address';
import type { MailMessage, MailTransport } from './mail-transport';

/**
 * Embedded default with no SMTP_URL: nothing leaves the machine; the message stays in the outbox,
 * where an admin reads it (Site settings → System mail) and a developer with `npm run cli -- outbox`.
 * The log says only that it was kept, of what kind and for whom (masked): never its subject, text,
 * codes or links, which would let whoever reads the log reset any account (docs/product.md, Logs).
 */
export function createLogTransport(logger: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    kind: 'log',
    async send(message: MailMessage) {
      const kind = message.kind ?? 'mail';
      const to = maskAddress(message.to);
      logger.info(
        { mail: { id: message.outboxId, kind, to } },
        `system mail kept in the outbox, not sent (no SMTP_URL): ${kind} to ${to}; ` +
          'an admin reads it in Site settings → System mail, a developer with "npm run cli -- outbox"',
      );
      return { delivered: false, messageId: message.headers?.['Message-ID'] ?? null };
    },
    async close() {},
  };
}
