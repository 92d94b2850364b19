import type { ServerRole } from '../../config/runtime';

/**
 * What this process is and where it is in its life: its role (docs/deploy.md, Roles) and whether
 * it is draining before shutdown. Readiness reports both; main.ts starts draining on SIGTERM.
 */
export interface Lifecycle {
  readonly role: ServerRole;
  /** The queue's workers, schedules and kicked runners run in this process (roles all and worker). */
  readonly runsWorkers: boolean;
  /** True from SIGTERM on: /api/ready answers 503 so the balancer stops sending here. */
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(role: ServerRole): Lifecycle {
  let draining = false;
  return {
    role,
    runsWorkers: role !== 'web',
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
