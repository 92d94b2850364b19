import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { StoragePort } from '../adapters/storage/storage';
import type { Config } from '../config';
import type { Database, Orm } from '../db/database';
import type { CleanupTask } from '../jobs/housekeeping.jobs';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { AuditTrail } from './audit/audit-trail';
import type { EventBus } from './events/event-bus';
import type { Lifecycle } from './lifecycle/lifecycle';
import type { WorkerContext } from './workers/worker-hub';
import type { Metrics } from './metrics/metrics';
import type { PageData } from './page-data';
import type { PublicContent } from './public-content/public-content';
import type { Subscriber } from './events/subscriber';
import type { SealedValues } from './secrets/sealed-values';
import type { Secrets } from './secrets/secrets.service';

export type ServiceLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * What every module is built from: the database, settings, clock, log, secrets, the event bus, the
 * audit log, the public content version, file storage and metrics.
 */
export interface Platform {
  db: Database;
  orm: Orm;
  config: Config;
  log: ServiceLogger;
  now: () => Date;
  secrets: Secrets;
  events: EventBus;
  /** The audit log: `audit.record(db, entry)` in the transaction of each privileged change. */
  audit: AuditTrail;
  /** Call `changed(db)` when something public pages show changes (every instance re-renders). */
  publicContent: PublicContent;
  /** Uploaded files (adapters/storage): presigned uploads, public and signed URLs, reads by key. */
  storage: StoragePort;
  /** The process's role and whether it is draining (readiness). */
  lifecycle: Lifecycle;
  /** Kicked runners register with the hub; claims of work name the presence's instance id. */
  workers: WorkerContext;
  /** Counters and gauges for `GET /metrics` (no-ops unless METRICS_TOKEN is set). */
  metrics: Metrics;
}

/** What a module's routes may need besides its own services. */
export interface RouteContext {
  config: Config;
  db: Database;
  queue?: JobQueue;
}

/**
 * A server module's manifest (docs/architecture.md, Adding a domain): its name, the API other
 * modules and the app may use, and what it plugs in — routes, durable jobs, housekeeping cleanups,
 * domain-event subscribers, the data public pages render with, first-boot data and the sealed
 * secrets it stores. `apps/server/src/modules.ts` lists every module once; services.ts, app.ts,
 * main.ts and the page renderer iterate that list.
 */
export interface ServerModule<TName extends string = string, TApi = unknown> {
  readonly name: TName;
  readonly api: TApi;
  routes?(app: FastifyInstance, context: RouteContext): void | Promise<void>;
  /** Its durable jobs, defined in `<domain>.jobs.ts` (docs/architecture.md, Jobs). */
  jobs?(): JobDefinition[];
  readonly cleanups?: readonly CleanupTask[];
  readonly subscribers?: readonly Subscriber[];
  /** Its answers to the endpoints public pages render with (one entry per endpoint, core/page-data.ts). */
  readonly pageData?: readonly PageData[];
  /** First-boot data; idempotent. */
  seed?(): Promise<void>;
  /** The columns this module stores sealed by the secrets service (re-encryption and backups read them). */
  readonly sealed?: readonly SealedValues[];
  /** Releases what the module holds open (connections, timers), at shutdown. */
  close?(): Promise<void>;
}

export function defineModule<TName extends string, TApi>(module: ServerModule<TName, TApi>): ServerModule<TName, TApi> {
  return module;
}
