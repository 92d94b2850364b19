import { pino, type DestinationStream, type Logger } from 'pino';
import { serializeError } from './log-redaction';

/**
 * The server's structured logger. Errors go through the redacting serializer, and the usual places
 * personal data or secrets could ride along are censored whatever a call site passes.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: serializeError, error: serializeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'appPassword',
          '*.appPassword',
          'headers.authorization',
          'headers.cookie',
          '*.headers.authorization',
          '*.headers.cookie',
          'reference',
          '*.reference',
          'phone',
          '*.phone',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
