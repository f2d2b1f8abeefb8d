/** A small keep-alive HTTP/1.1 client (lighter than fetch, so the load generator leaves CPU to the server). */
import http from 'node:http';

export type Call = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
};
export type Reply = { status: number; text: string };

const TIMEOUT_MS = 30_000;

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(baseUrl: string, maxSockets: number) {
    this.base = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** Resolves with the status and body text; rejects on network errors and timeouts. */
  send(call: Call, keepBody = false): Promise<Reply> {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: http.OutgoingHttpHeaders = {};
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method: call.method,
          path: call.path,
          headers,
          agent: this.agent,
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (keepBody) chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timeout after ${TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Sends and parses JSON; throws unless the status is the one expected. */
  async json<T>(call: Call, expected = 200): Promise<T> {
    const reply = await this.send(call, true);
    if (reply.status !== expected) {
      throw new Error(`${call.method} ${call.path}: ${reply.status} ${reply.text.slice(0, 300)}`);
    }
    return JSON.parse(reply.text) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}
