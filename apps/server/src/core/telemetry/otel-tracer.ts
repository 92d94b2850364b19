import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer as OtelTracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import type { FastifyRequest } from 'fastify';
import { hostname } from 'node:os';
import type { TracingConfig } from '../../config/observability';
import { routePattern } from '../../lib/route-pattern';
import { tracePostgresQueries } from './pg-query-spans';
import type { Tracer } from './tracing';

function samplerFor(config: TracingConfig): Sampler {
  const ratio = new TraceIdRatioBasedSampler(config.samplerRatio);
  const root = { always_on: new AlwaysOnSampler(), always_off: new AlwaysOffSampler(), traceidratio: ratio };
  const [parentBased, kind] = config.sampler.startsWith('parentbased_')
    ? [true, config.sampler.slice('parentbased_'.length) as keyof typeof root]
    : [false, config.sampler as keyof typeof root];
  return parentBased ? new ParentBasedSampler({ root: root[kind] }) : root[kind];
}

function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
  }
  span.end();
}

/**
 * OpenTelemetry's tracer provider with the OTLP/HTTP exporter, an AsyncLocalStorage context (so a
 * query's span is the child of its request's or job's) and the W3C trace-context propagator. Spans
 * carry route patterns and parameterised SQL, never paths, values or personal data.
 */
export function createOtelTracer(config: TracingConfig): Tracer {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.serviceName,
      'service.instance.id': `${hostname()}:${process.pid}`,
    }).merge(detectResources({ detectors: [envDetector] })),
    sampler: samplerFor(config),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) })],
  });
  trace.setGlobalTracerProvider(provider);
  const tracer: OtelTracer = provider.getTracer('meridian');
  const untracePostgres = tracePostgresQueries(tracer);
  const requestSpans = new WeakMap<FastifyRequest, Span>();

  return {
    span(name, attributes, fn) {
      return tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          const result = await fn();
          endSpan(span);
          return result;
        } catch (error) {
          endSpan(span, error);
          throw error;
        }
      });
    },

    instrument(app) {
      app.addHook('onRequest', (request, _reply, done) => {
        const parent = propagation.extract(ROOT_CONTEXT, request.headers);
        const route = routePattern(request);
        const span = tracer.startSpan(
          `${request.method} ${route}`,
          { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route } },
          parent,
        );
        requestSpans.set(request, span);
        context.with(trace.setSpan(parent, span), done);
      });
      app.addHook('onResponse', (request, reply, done) => {
        const span = requestSpans.get(request);
        if (span) {
          span.setAttribute('http.response.status_code', reply.statusCode);
          endSpan(span, reply.statusCode >= 500 ? new Error(`HTTP ${reply.statusCode}`) : undefined);
        }
        done();
      });
    },

    async shutdown() {
      untracePostgres();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
