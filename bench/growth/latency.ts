import autocannon from 'autocannon';
import type { Endpoint } from './endpoints';

export type Latency = { p50: number; p99: number; requests: number };

/** Fewer answers than this in the time given: the run goes on until it has them. */
const MIN_REQUESTS = 20;

function check(label: string, r: autocannon.Result): void {
  if (r.errors !== 0 || r.timeouts !== 0 || r.non2xx !== 0) {
    throw new Error(`${label}: errors=${r.errors} timeouts=${r.timeouts} non2xx=${r.non2xx}`);
  }
}

/** p50/p99 of `endpoint` under `connections` closed-loop connections for `seconds`. */
export async function latency(
  baseUrl: string,
  endpoint: Endpoint,
  seconds: number,
  connections: number,
  label: string,
): Promise<Latency> {
  const common = {
    url: baseUrl + endpoint.path,
    connections,
    pipelining: 1,
    timeout: 120,
    headers: { authorization: `Bearer ${endpoint.token}` },
  };
  let result = await autocannon({ ...common, duration: seconds });
  check(label, result);
  // A slow endpoint answers a handful in a few seconds: measure a fixed number instead.
  if (result['2xx'] < MIN_REQUESTS) {
    result = await autocannon({ ...common, amount: MIN_REQUESTS });
    check(label, result);
  }
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result['2xx'] };
}
