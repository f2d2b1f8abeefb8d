import autocannon from 'autocannon';

export type Sample = { rps: number; p99: number; requests: number };

/** One autocannon run; any error, timeout or non-2xx response fails the whole benchmark. */
export async function measure(
  url: string,
  seconds: number,
  connections: number,
  label: string,
  headers: Record<string, string> = {},
): Promise<Sample> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1, headers });
  if (result.errors !== 0 || result.timeouts !== 0 || result.non2xx !== 0) {
    throw new Error(
      `${label}: errors=${result.errors} timeouts=${result.timeouts} non2xx=${result.non2xx}`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? Number.NaN) + hi) / 2;
}
