import type { Registry } from 'prom-client';

type Labels = { route: string; method: string; status_class: string };
type Series = { labels: Labels; count: number; sum: number; inBucket: Float64Array };
type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * The request counter and latency histogram (`http_requests_total`,
 * `http_request_duration_seconds`), kept as plain numbers per label set and written in
 * Prometheus' format when scraped. prom-client's own Counter and Histogram hash their labels
 * on every observation, which cost a cached read about a tenth of its CPU (decision 0106).
 */
export function registerRequestSeries(registry: Registry, buckets: readonly number[]) {
  // By route, then method, then status class: found without making a key string.
  const byRoute = new Map<string, Map<string, Series[]>>();
  const all = () =>
    [...byRoute.values()].flatMap((methods) =>
      [...methods.values()].flatMap((classes) => classes.filter(Boolean)),
    );

  const metric = (
    name: string,
    help: string,
    type: 'counter' | 'histogram',
    values: () => Value[],
  ) => {
    // The shape prom-client's Registry reads from the metrics it registers.
    // `get` answers the entry's name as it is then: the OpenMetrics format renames counters.
    const entry = {
      name,
      help,
      type,
      aggregator: 'sum' as const,
      get: async () => ({ ...entry, values: values() }),
      reset: () => byRoute.clear(),
    };
    registry.registerMetric(entry as unknown as Parameters<Registry['registerMetric']>[0]);
  };

  metric(
    'http_requests_total',
    'HTTP requests answered, by route pattern, method and status class.',
    'counter',
    () => all().map((s) => ({ labels: s.labels, value: s.count })),
  );
  metric(
    'http_request_duration_seconds',
    'Time from receiving a request to answering it, by route pattern, method and status class.',
    'histogram',
    () =>
      all().flatMap((s) => {
        let below = 0;
        const bucket = (le: number | string, i: number): Value => {
          below += s.inBucket[i] ?? 0;
          return {
            labels: { le, ...s.labels },
            value: below,
            metricName: 'http_request_duration_seconds_bucket',
          };
        };
        return [
          ...buckets.map((le, i) => bucket(le, i)),
          bucket('+Inf', buckets.length),
          { labels: s.labels, value: s.sum, metricName: 'http_request_duration_seconds_sum' },
          { labels: s.labels, value: s.count, metricName: 'http_request_duration_seconds_count' },
        ];
      }),
  );

  return {
    /** One answered request; `route` is the route's pattern (`/api/orders/:id`). */
    observe(route: string, method: string, status: number, seconds: number): void {
      const statusClass = (status / 100) | 0;
      let methods = byRoute.get(route);
      if (!methods) {
        methods = new Map();
        byRoute.set(route, methods);
      }
      let classes = methods.get(method);
      if (!classes) {
        classes = [];
        methods.set(method, classes);
      }
      let s = classes[statusClass];
      if (!s) {
        const labels = { route, method, status_class: `${statusClass}xx` };
        s = { labels, count: 0, sum: 0, inBucket: new Float64Array(buckets.length + 1) };
        classes[statusClass] = s;
      }
      s.count += 1;
      s.sum += seconds;
      let i = 0;
      while (i < buckets.length && seconds > (buckets[i] as number)) i++;
      s.inBucket[i] = (s.inBucket[i] as number) + 1;
    },
  };
}
