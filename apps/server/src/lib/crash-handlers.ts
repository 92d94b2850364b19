import type { Logger } from 'pino';
import { currentRequestId } from './request-scope';

/**
 * An error nothing caught leaves the process in a state nobody planned for, so it is logged (with the
 * id of the request it came from, when there is one) and the process exits with status 1 for its
 * supervisor (Docker, systemd, Kubernetes) to start a fresh one. Requests in flight on this instance
 * fail; the load balancer retries them elsewhere.
 */
export function exitOnCrash(log: Pick<Logger, 'fatal' | 'flush'>, exit: (code: number) => void = process.exit): void {
  const crash = (kind: string, error: unknown) => {
    const requestId = currentRequestId();
    log.fatal(
      { err: error, ...(requestId ? { reqId: requestId } : {}) },
      `${kind}; exiting so the supervisor restarts the server`,
    );
    log.flush();
    exit(1);
  };
  process.on('uncaughtException', (error, origin) =>
    crash(origin === 'unhandledRejection' ? 'unhandled promise rejection' : 'uncaught exception', error),
  );
  process.on('unhandledRejection', (reason) => crash('unhandled promise rejection', reason));
}
