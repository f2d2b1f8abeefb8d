/** Figures read from the server's own `GET /metrics` (open in development without a token). */

export type ServerMetrics = {
  /** The server's event-loop delay p99 since the previous scrape (prom-client resets it). */
  loopP99Ms: number;
  heapUsedKiB: number;
  /** Memory of C++ objects bound to JS ones (Buffers of the sockets, among others). */
  externalKiB: number;
  openSockets: number;
  poolWaiting: number;
};

function value(text: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
  return match?.[1] === undefined ? Number.NaN : Number(match[1]);
}

export async function scrape(baseUrl: string): Promise<ServerMetrics> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (!res.ok) throw new Error(`GET /metrics: ${res.status}`);
  const text = await res.text();
  return {
    loopP99Ms: value(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
    heapUsedKiB: value(text, 'nodejs_heap_size_used_bytes') / 1024,
    externalKiB: value(text, 'nodejs_external_memory_bytes') / 1024,
    openSockets: value(text, 'socketio_open_sockets'),
    poolWaiting: value(text, 'db_pool_waiting_queries'),
  };
}
