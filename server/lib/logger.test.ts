import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { logDestination } from './log-destination';
import { createLogger, logRequest } from './logger';

const request = (url: string) => ({ method: 'GET', url, ip: '10.0.0.1' }) as FastifyRequest;

describe('request log lines', () => {
  it('hide a token in the query, whatever its place and case', () => {
    expect(logRequest(request('/reset?token=abc.def&x=1')).url).toBe('/reset?token=[redacted]&x=1');
    expect(logRequest(request('/a?x=1&TOKEN=s3cret')).url).toBe('/a?x=1&TOKEN=[redacted]');
  });

  it('keep a URL without a token as it came, with the method and address', () => {
    expect(logRequest(request('/api/categories?lang=ur'))).toEqual({
      method: 'GET',
      url: '/api/categories?lang=ur',
      ip: '10.0.0.1',
    });
  });
});

describe('the log’s destination (decision 0099)', () => {
  const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'out.log');

  it('makes no write when no line came since the last flush', async () => {
    const { stream, tick } = logDestination(file());
    await new Promise((resolve) => stream.once('ready', resolve));
    const writes = vi.spyOn(fs, 'write');
    try {
      expect(tick().flushed).toBe(false);
      expect(tick().flushed).toBe(false);
      expect(writes).not.toHaveBeenCalled();
      stream.write('{"msg":"one"}\n');
      expect(tick().flushed).toBe(true);
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      writes.mockRestore();
      stream.end();
    }
  });

  it('keeps at most its bound waiting, and counts the lines it dropped until there is room to say so', async () => {
    const out = file();
    const bound = 64 * 1024;
    const { stream, tick } = logDestination(out, bound);
    await new Promise((resolve) => stream.once('ready', resolve));
    const line = `${JSON.stringify({ msg: 'x'.repeat(200) })}\n`;
    // Written in one go: the first write is still under way while the others wait.
    for (let i = 0; i < 1000; i++) stream.write(line);
    // Full: a line saying how many were dropped would be dropped too, so the count is kept.
    expect(tick().dropped).toBe(0);
    await new Promise((resolve) => stream.once('drain', resolve));
    const { dropped } = tick();
    const closed = new Promise((resolve) => stream.once('close', resolve));
    stream.end();
    await closed;
    const kept = fs.readFileSync(out, 'utf8').split('\n').filter(Boolean).length;
    expect(dropped).toBeGreaterThan(0);
    expect(kept + dropped).toBe(1000);
    expect(kept * line.length).toBeLessThanOrEqual(bound + 4096);
  });

  it('are followed by a warning with the count of lines the logger dropped', async () => {
    const out = file();
    const logger = createLogger('info', out);
    const total = 10_000;
    // About 10 MB logged in one go: more than the 8 MB the destination keeps waiting.
    for (let i = 0; i < total; i++) logger.info({ i }, 'x'.repeat(1000));
    // Polled for the warning's whole line alone: parsing the 8 MB every 50 ms starved a busy
    // machine.
    await vi.waitFor(
      () => {
        const text = fs.readFileSync(out, 'utf8');
        const at = text.indexOf('"dropped":');
        if (at < 0 || text.indexOf('\n', at) < 0) throw new Error('no warning yet');
      },
      { timeout: 30_000, interval: 100 },
    );
    const said = fs
      .readFileSync(out, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { dropped?: number; msg: string });
    const found = said.find((l) => l.dropped !== undefined);
    const warning = { found, kept: said.filter((l) => l.dropped === undefined).length };
    expect(warning.found?.msg).toMatch(/dropped/);
    expect(warning.kept).toBeLessThan(total);
    expect(warning.kept + (warning.found?.dropped ?? 0)).toBe(total);
  });
});
