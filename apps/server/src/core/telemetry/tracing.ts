import type { FastifyInstance } from 'fastify';
import type { TracingConfig } from '../../config/observability';

export type SpanAttributes = Record<string, string | number | boolean>;

/** What the rest of the server sees of tracing; OpenTelemetry stays behind it (otel-tracer.ts). */
export interface Tracer {
  /** Runs `fn` in a span named `name`, which ends when `fn` settles and records what it threw. */
  span<T>(name: string, attributes: SpanAttributes, fn: () => Promise<T>): Promise<T>;
  /** Wraps every request of `app` in a server span (continuing the caller's W3C `traceparent`). */
  instrument(app: FastifyInstance): void;
  /** Sends the spans still buffered; called at shutdown. */
  shutdown(): Promise<void>;
}

let active: Tracer | undefined;

/**
 * Traces go out over OTLP/HTTP when an OTLP endpoint is set (docs/deploy.md, Traces). Without one,
 * OpenTelemetry's packages are never loaded and `traced` only calls `fn`.
 */
export async function startTracing(config: TracingConfig | undefined): Promise<Tracer | undefined> {
  if (!config) return undefined;
  const { createOtelTracer } = await import('./otel-tracer');
  active = createOtelTracer(config);
  return active;
}

/** `fn` in a span when tracing is on (a job run, a step worth seeing in a trace). */
export function traced<T>(name: string, attributes: SpanAttributes, fn: () => Promise<T>): Promise<T> {
  return active ? active.span(name, attributes, fn) : fn();
}

/** Request spans for `app` when tracing is on (buildApp calls it before any route). */
export function traceRequests(app: FastifyInstance): void {
  active?.instrument(app);
}

/** Ends tracing (tests start and stop it within one process). */
export async function stopTracing(): Promise<void> {
  const tracer = active;
  active = undefined;
  await tracer?.shutdown();
}
