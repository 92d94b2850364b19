import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import pg from 'pg';

type Callback = (...args: unknown[]) => void;
type Method = (this: unknown, ...args: unknown[]) => unknown;

/** `SELECT`, `INSERT` …: the span's name, as OpenTelemetry's database conventions suggest. */
function operationOf(text: string): string {
  return /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * A client span for every PostgreSQL query made inside a traced request or job (queries outside one,
 * such as the job queue's polling, make no span). The span holds the parameterised SQL text; values
 * are never recorded. Patches node-postgres's Client and Pool; returns the undo.
 */
export function tracePostgresQueries(tracer: Tracer): () => void {
  const client = pg.Client.prototype as unknown as { query: Method };
  const pool = pg.Pool.prototype as unknown as { connect: Method };
  const originalQuery = client.query;
  const originalConnect = pool.connect;

  client.query = function query(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const submittable = typeof first === 'object' && typeof first?.submit === 'function';
    if (typeof text !== 'string' || submittable || !trace.getSpan(context.active())) {
      return originalQuery.apply(this, args);
    }
    const span = tracer.startSpan(operationOf(text), {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.query.text': text },
    });
    const end = (error?: unknown) => {
      if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: (error as { code?: string }).code ?? 'error' });
      span.end();
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      args[last] = (error: unknown, ...rest: unknown[]) => {
        end(error ?? undefined);
        callback(error, ...rest);
      };
      return originalQuery.apply(this, args);
    }
    const result = originalQuery.apply(this, args) as Promise<unknown>;
    return result.then(
      (value) => {
        end();
        return value;
      },
      (error: unknown) => {
        end(error);
        throw error;
      },
    );
  };

  // A pool that is busy hands a freed client to a waiting caller from the releasing caller's
  // context: bind callbacks to the context they were given in, so queries keep their parent span.
  pool.connect = function connect(this: unknown, ...args: unknown[]) {
    if (typeof args[0] === 'function') args[0] = context.bind(context.active(), args[0] as Callback);
    return originalConnect.apply(this, args);
  };

  return () => {
    client.query = originalQuery;
    pool.connect = originalConnect;
  };
}
