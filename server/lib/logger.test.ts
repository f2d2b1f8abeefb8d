import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRequest } from './logger';

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
