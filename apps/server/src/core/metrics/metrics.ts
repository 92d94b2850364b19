/**
 * Prometheus metrics for `GET /metrics` (docs/deploy.md, Metrics). Modules declare what they count
 * through `platform.metrics`; with METRICS_TOKEN unset every call is a no-op and prom-client is never
 * loaded, so a server that is not scraped pays nothing at start-up or per request.
 */

export type MetricLabels<L extends string> = Partial<Record<L, string | number>>;

export interface MetricDefinition<L extends string> {
  /** `meridian_…`, snake case, with the unit last (`_seconds`, `_total` for counters). */
  name: string;
  help: string;
  labelNames?: readonly L[];
}

export interface CounterMetric<L extends string = never> {
  inc(labels?: MetricLabels<L>, value?: number): void;
}

export interface HistogramMetric<L extends string = never> {
  observe(labels: MetricLabels<L>, value: number): void;
}

export interface GaugeReading<L extends string = never> {
  labels?: MetricLabels<L>;
  value: number;
}

export interface GaugeDefinition<L extends string> extends MetricDefinition<L> {
  /**
   * Read when /metrics is scraped (a count from the database, the pool's state). A read that throws
   * leaves the gauge out of that scrape and counts in `meridian_metric_read_failures_total`.
   */
  read(): Promise<readonly GaugeReading<L>[]> | readonly GaugeReading<L>[];
}

export interface Metrics {
  readonly enabled: boolean;
  counter<L extends string = never>(definition: MetricDefinition<L>): CounterMetric<L>;
  histogram<L extends string = never>(definition: MetricDefinition<L> & { buckets: number[] }): HistogramMetric<L>;
  gauge<L extends string = never>(definition: GaugeDefinition<L>): void;
  /** The Prometheus text exposition (format 0.0.4) of every metric, with the process's own. */
  exposition(): Promise<{ contentType: string; text: string }>;
}

const noCounter: CounterMetric<never> = { inc: () => undefined };
const noHistogram: HistogramMetric<never> = { observe: () => undefined };

/** Metrics turned off (no METRICS_TOKEN): nothing is kept. */
export const noMetrics: Metrics = {
  enabled: false,
  counter: () => noCounter,
  histogram: () => noHistogram,
  gauge: () => undefined,
  exposition: () => Promise.reject(new Error('Metrics are off: set METRICS_TOKEN to turn them on.')),
};

/**
 * One `read` for several gauges: a scrape reads every gauge at once, so two gauges from one query
 * (a count and the oldest age) share the query while it runs instead of running it twice.
 */
export function sharedReading<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** prom-client's registry when `enabled`, else `noMetrics`; loaded on demand to keep it out of a plain start. */
export async function createMetrics(enabled: boolean): Promise<Metrics> {
  if (!enabled) return noMetrics;
  const { createPromMetrics } = await import('./prom-metrics');
  return createPromMetrics();
}
