/**
 * Runs `drain` soon after a kick, never twice at once: kicks while a run is waiting join it, a kick
 * during a run starts one more run afterwards, and `close()` stops new runs and waits for the current
 * one. The mailer and the domain-event bus use it to start work right after a commit instead of at the
 * next cron tick.
 */
export interface KickedRunner {
  kick(): void;
  /** Resolves when no run is waiting or running (tests and shutdown). */
  idle(): Promise<void>;
  /** No more runs; waits for the current one. */
  close(): Promise<void>;
  readonly closed: boolean;
}

/**
 * Where a process's kicks go (core/workers/'s WorkerHub): takes the runner under a name and gives back
 * the runner to kick, which a web process forwards to the workers.
 */
export interface KickRouter {
  register(name: string, runner: KickedRunner): KickedRunner;
}

export function createKickedRunner(options: {
  delayMs: number;
  drain: () => Promise<void>;
  onError: (error: unknown) => void;
  /** A kick is ignored while this says no (e.g. the queue is not attached yet). */
  ready?: () => boolean;
  /** Registers the runner with the process's hub under `name`, which sends kicks where the role says. */
  worker?: { hub: KickRouter; name: string };
}): KickedRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  function start(): void {
    timer = undefined;
    running = options
      .drain()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          kick();
        }
      });
  }

  function kick(): void {
    if (timer || closed || (options.ready && !options.ready())) return;
    if (running) {
      again = true;
      return;
    }
    timer = setTimeout(start, options.delayMs);
    timer.unref();
  }

  const runner: KickedRunner = {
    kick,
    get closed() {
      return closed;
    },
    async idle() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
  return options.worker ? options.worker.hub.register(options.worker.name, runner) : runner;
}
