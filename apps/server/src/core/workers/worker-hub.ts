import type { Presence } from '../presence/presence';
import type { KickedRunner } from '../../lib/kicked-runner';

/**
 * Where kicked runners run (docs/deploy.md, Roles). In a process that runs workers (roles all and
 * worker) a kick starts the runner here; in a web process it is sent to the workers instead
 * (PostgreSQL NOTIFY, read by each worker's presence session). A worker that starts kicks every
 * runner once, so what was waiting goes at once instead of at the next minute's tick.
 */
export interface WorkerHub {
  readonly runsWorkers: boolean;
  /** Takes `runner` under `name`; the runner's kick() then goes where the role says. */
  register(name: string, runner: KickedRunner): KickedRunner;
  /** Kicks the runner `name` in this process (a web instance's NOTIFY arrived). */
  kickHere(name: string): void;
  /** Kicks every runner here (worker start, and after work of a stopped instance was taken over). */
  kickAll(): void;
  /** Web role: how a kick reaches the workers. */
  sendKicksWith(send: (name: string) => void): void;
}

export function createWorkerHub(runsWorkers: boolean): WorkerHub {
  const runners = new Map<string, KickedRunner>();
  let send: ((name: string) => void) | undefined;
  return {
    runsWorkers,
    register(name, runner) {
      if (runners.has(name)) throw new Error(`A kicked runner named "${name}" is registered.`);
      runners.set(name, runner);
      if (runsWorkers) return runner;
      return Object.assign(Object.create(runner) as KickedRunner, { kick: () => send?.(name) });
    },
    kickHere(name) {
      if (runsWorkers) runners.get(name)?.kick();
    },
    kickAll() {
      if (runsWorkers) for (const runner of runners.values()) runner.kick();
    },
    sendKicksWith(next) {
      send = next;
    },
  };
}

/** What a runner of claimed work needs: the hub its kicks go through and the presence its claims name. */
export interface WorkerContext {
  hub: WorkerHub;
  presence: Presence;
}
