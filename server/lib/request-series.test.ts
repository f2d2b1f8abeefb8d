import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerRequestSeries } from './request-series';

const labels = 'route="/api/orders/:id",method="GET",status_class="2xx"';

describe('registerRequestSeries', () => {
  it('writes the count and a cumulative histogram of each route, method and status class', async () => {
    const registry = new Registry();
    const series = registerRequestSeries(registry, [0.01, 0.1, 1]);
    series.observe('/api/orders/:id', 'GET', 200, 0.003);
    series.observe('/api/orders/:id', 'GET', 204, 0.05);
    series.observe('/api/orders/:id', 'GET', 200, 4);
    series.observe('/api/orders/:id', 'GET', 503, 0.01);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain(`http_requests_total{${labels}} 3`);
    expect(text).toContain(
      'http_requests_total{route="/api/orders/:id",method="GET",status_class="5xx"} 1',
    );
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const bucket = (le: string) =>
      text.match(new RegExp(`_bucket\\{le="${le}",${labels}\\} (\\d+)`));
    expect(['0.01', '0.1', '1', '\\+Inf'].map((le) => bucket(le)?.[1])).toEqual([
      '1',
      '2',
      '2',
      '3',
    ]);
    // A value on a bound counts in that bound's bucket.
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.01",route="/api/orders/:id",method="GET",status_class="5xx"} 1',
    );
    expect(text).toContain(`http_request_duration_seconds_sum{${labels}} 4.053`);
    expect(text).toContain(`http_request_duration_seconds_count{${labels}} 3`);
  });

  it('starts again from nothing when the registry resets its metrics', async () => {
    const registry = new Registry();
    const series = registerRequestSeries(registry, [1]);
    series.observe('/api/x', 'POST', 201, 0.5);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('route="/api/x"');
  });
});
