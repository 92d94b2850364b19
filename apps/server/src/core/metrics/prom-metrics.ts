import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { GaugeDefinition, Metrics } from './metrics';

/**
 * Metrics on a prom-client registry of their own (one per server; tests make several in one
 * process). The process's own metrics are included: resident memory, heap, event-loop delay, GC.
 */
export function createPromMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const readFailures = new Counter({
    name: 'meridian_metric_read_failures_total',
    help: 'Scrapes in which a gauge could not be read (the database did not answer); the gauge was left out.',
    labelNames: ['metric'],
    registers: [registry],
  });

  function gauge<L extends string>(definition: GaugeDefinition<L>): void {
    new Gauge<L>({
      name: definition.name,
      help: definition.help,
      labelNames: definition.labelNames ?? [],
      registers: [registry],
      async collect() {
        this.reset();
        let readings;
        try {
          readings = await definition.read();
        } catch {
          readFailures.inc({ metric: definition.name });
          return;
        }
        for (const reading of readings) {
          if (reading.labels) this.set(reading.labels, reading.value);
          else this.set(reading.value);
        }
      },
    });
  }

  return {
    enabled: true,
    counter: (definition) =>
      new Counter({ ...definition, labelNames: definition.labelNames ?? [], registers: [registry] }),
    histogram: (definition) =>
      new Histogram({ ...definition, labelNames: definition.labelNames ?? [], registers: [registry] }),
    gauge,
    async exposition() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
