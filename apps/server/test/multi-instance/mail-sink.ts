import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  receivedAt: number;
}

/** A local SMTP server that accepts every login and message and records each with its arrival time. */
export async function startMailSink() {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sink' }),
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? ''));
          for (const address of to) {
            mails.push({
              to: address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
              receivedAt: Date.now(),
            });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender killed mid-message resets its connection: expected here, not a failure of the sink.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://sink:sink@127.0.0.1:${port}`,
    mails,
    /** The mails to `address` so far. */
    to: (address: string) => mails.filter((mail) => mail.to === address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
