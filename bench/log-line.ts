/**
 * What the production request log line costs on its own (information beside the catalog's
 * logged ratio): the app's logger writing to a file, as the request hooks call it, and pino's
 * formatting alone into a stream that keeps nothing, with and without the request's fields.
 * Medians of 7 rounds of 25,000 lines, interleaved, with a pause between rounds so the file's
 * writes drain.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createLogger, logSerializers } from '../server/lib/logger';

const LINES = 25_000;
const ROUNDS = 7;

type Variant = [name: string, line: (i: number) => void];

export async function logLineReport(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-log-line-'));
  try {
    const toFile = createLogger('info', path.join(dir, 'requests.log'));
    const formatOnly = pino({ serializers: logSerializers }, { write() {} });
    const req = { id: 'req-1a2b', method: 'GET', url: '/api/categories', ip: '127.0.0.1' };
    const res = { statusCode: 200 };
    const fields = (i: number) => ({ reqId: req.id, req, res, responseTime: 0.5 + i * 1e-9 });
    const variants: Variant[] = [
      ['request line, to a file (as the app)', (i) => toFile.info(fields(i), 'request completed')],
      ['message alone, to a file', () => toFile.info('request completed')],
      ['request line, formatting only', (i) => formatOnly.info(fields(i), 'request completed')],
      ['message alone, formatting only', () => formatOnly.info('request completed')],
    ];
    const micros = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, line] of variants) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const start = process.hrtime.bigint();
        for (let i = 0; i < LINES; i++) line(i);
        const us = Number(process.hrtime.bigint() - start) / 1000 / LINES;
        micros.set(name, [...(micros.get(name) ?? []), us]);
      }
    }
    for (const [name, values] of micros) {
      const sorted = values.sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
      console.log(`${name.padEnd(42)}${median.toFixed(2)} µs a line (information)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
