import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isPageRead, PAGE_READ_HEADER } from '../lib/page-read-mark';
import { pageReads } from './page-reads';

function countingApp() {
  const app = Fastify({ logger: false });
  const asked: { ip: string; marked: boolean }[] = [];
  app.get('/api/things', (request) => {
    asked.push({ ip: request.ip, marked: isPageRead(request) });
    return { language: request.headers['accept-language'] };
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

  it('cannot be posed as by a request from outside', async () => {
    const { app, asked } = countingApp();
    await app.inject({ url: '/api/things', headers: { [PAGE_READ_HEADER]: '1' } });
    expect(asked).toEqual([{ ip: '127.0.0.1', marked: false }]);
    await app.close();
  });
});
