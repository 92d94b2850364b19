import { z } from 'zod';
import { urlString } from './fields';

const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

/** The settings of `GET /metrics` and of traces (docs/deploy.md, Watching it); config.ts spreads them in. */
export const observabilityEnv = {
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces (openssl rand -hex 32)')
    .optional(),
  // OpenTelemetry's own variables; its SDK also reads OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT and
  // OTEL_RESOURCE_ATTRIBUTES itself (docs/deploy.md, Traces).
  OTEL_EXPORTER_OTLP_ENDPOINT: urlString(['https:', 'http:']).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: urlString(['https:', 'http:']).optional(),
  OTEL_SDK_DISABLED: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  OTEL_SERVICE_NAME: z.string().trim().min(1, 'must not be empty').default('meridian'),
  OTEL_TRACES_SAMPLER: z
    .enum(TRACE_SAMPLERS, { message: `must be one of ${TRACE_SAMPLERS.join(', ')}` })
    .default('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ message: 'must be a ratio from 0 to 1' })
    .min(0, 'must be a ratio from 0 to 1')
    .max(1, 'must be a ratio from 0 to 1')
    .default(1),
};

type ObservabilityEnv = z.output<z.ZodObject<typeof observabilityEnv>>;

export interface ObservabilityConfig {
  /** METRICS_TOKEN: `/metrics` answers a request bearing it; unset, there is no `/metrics` and nothing is counted. */
  metricsToken: string | undefined;
  /** Traces of requests, queries and jobs over OTLP/HTTP, when an OTLP endpoint is set. */
  tracing: TracingConfig | undefined;
}

export interface TracingConfig {
  /** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`. */
  tracesUrl: string;
  serviceName: string;
  sampler: (typeof TRACE_SAMPLERS)[number];
  /** For the `traceidratio` samplers: the share of traces kept. */
  samplerRatio: number;
}

/** The metrics token stays out of JSON (logs), as the secrets keys do. */
export function observabilityConfig(e: ObservabilityEnv): ObservabilityConfig {
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, '');
  const tracesUrl = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base}/v1/traces` : undefined);
  const observability = {
    metricsToken: e.METRICS_TOKEN,
    tracing:
      tracesUrl && e.OTEL_SDK_DISABLED !== 'true'
        ? {
            tracesUrl,
            serviceName: e.OTEL_SERVICE_NAME,
            sampler: e.OTEL_TRACES_SAMPLER,
            samplerRatio: e.OTEL_TRACES_SAMPLER_ARG,
          }
        : undefined,
  };
  return Object.defineProperty(observability, 'toJSON', {
    enumerable: false,
    value: () => ({ metrics: observability.metricsToken ? 'on' : 'off', tracing: observability.tracing ?? 'off' }),
  });
}
