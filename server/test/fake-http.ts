import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake provider received, as it came. */
export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

/** What a fake answers: a status and a JSON body, after an optional wait. */
export type FakeAnswer = { status: number; json?: unknown; delayMs?: number };

export type FakeHttp = {
  /** Its base URL on the loopback, e.g. http://127.0.0.1:41234. */
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
};

/**
 * A local HTTP server standing in for a provider's API: every request is kept and answered by
 * `answer`, which plays the provider's documented contract.
 */
export async function startFakeHttp(
  answer: (request: ReceivedRequest) => FakeAnswer,
): Promise<FakeHttp> {
  const received: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const { status, json, delayMs } = answer(request);
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (!delayMs) return reply();
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply();
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
