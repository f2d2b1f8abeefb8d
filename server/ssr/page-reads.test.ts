import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isPageRead, PAGE_READ_HEADER } from '../lib/page-read-mark';
import { pageReads } from './page-reads';

function countingApp() {
  const app = Fastify({ logger: false });
  const asked: { ip: string; marked: boolean }[] = [];
  app.get('/api/things', (request) => {
    asked.push({ ip: request.ip, marked: isPageRead(request) });
    const { authorization, cookie } = request.headers;
    return { language: request.headers['accept-language'], authorization, cookie };
  });
  app.get('/api/refused', (_request, reply) => {
    asked.push({ ip: _request.ip, marked: isPageRead(_request) });
    return reply.code(429).header('retry-after', '30').send({ code: 'rate_limited' });
  });
  return { app, asked };
}

const get = (language: string) => ({ method: 'GET', headers: { 'accept-language': language } });

describe('a page’s API reads', () => {
  it('are made once per page for a path in a language, as the visitor, marked as a page’s', async () => {
    const { app, asked } = countingApp();
    const visitor = { ip: '203.0.113.5' };
    const read = pageReads(app, visitor);
    expect(await (await read('/things', get('en'))).json()).toEqual({ language: 'en' });
    expect(await (await pageReads(app, visitor)('/things', get('en'))).json()).toEqual({
      language: 'en',
    });
    await read('/things', get('ur'));
    expect(asked).toEqual([
      { ip: '203.0.113.5', marked: true },
      { ip: '203.0.113.5', marked: true },
    ]);
    // Another page (another request) reads again.
    await pageReads(app, { ip: '203.0.113.5' })('/things', get('en'));
    expect(asked).toHaveLength(3);
    await app.close();
  });

  it('share an answer only when every header they forward is the same', async () => {
    const { app, asked } = countingApp();
    const read = pageReads(app, { ip: '203.0.113.5' });
    const as = (headers: Record<string, string>) =>
      read('/things', { method: 'GET', headers: { 'accept-language': 'en', ...headers } }).then(
        (res) => res.json(),
      );
    expect(await as({ authorization: 'Bearer one' })).toMatchObject({
      authorization: 'Bearer one',
    });
    expect(await as({ authorization: 'Bearer two' })).toMatchObject({
      authorization: 'Bearer two',
    });
    expect(await as({ cookie: 'lang=ur' })).toMatchObject({ cookie: 'lang=ur' });
    expect(await as({})).toMatchObject({ language: 'en' });
    expect(asked).toHaveLength(4);
    // The same headers, in another order and case: the same read.
    await read('/things', {
      method: 'GET',
      headers: { Cookie: 'lang=ur', 'Accept-Language': 'en' },
    });
    expect(asked).toHaveLength(4);
    await app.close();
  });

  it('share a refused answer within the page: it is not asked again', async () => {
    const { app, asked } = countingApp();
    const read = pageReads(app, { ip: '203.0.113.5' });
    for (const _ of [1, 2]) {
      const res = await read('/refused', get('en'));
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('30');
    }
    expect(asked).toHaveLength(1);
    await app.close();
  });

  it('cannot be posed as by a request from outside', async () => {
    const { app, asked } = countingApp();
    await app.inject({ url: '/api/things', headers: { [PAGE_READ_HEADER]: '1' } });
    expect(asked).toEqual([{ ip: '127.0.0.1', marked: false }]);
    await app.close();
  });
});
