import { pathOnly } from '../lib/log-redaction';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * Request logging: one line per completed request at debug level, instead of Fastify's two info
 * lines, which cost about a third of the throughput of a small endpoint. Errors are logged by the
 * error handler at error level whatever the setting.
 */
export class CompactRequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = request.log as LevelAwareLogger;
    if (log.isLevelEnabled && !log.isLevelEnabled('debug')) return;
    log.debug(
      {
        method: request.method,
        url: pathOnly(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  }
}
